import { request, type APIRequestContext } from '@playwright/test';
import { API_URL } from './env';

/** The admin the journeys' API server is started with (see playwright.config.ts). */
export const E2E_ADMIN = { username: 'e2e_admin', email: 'e2e-admin@example.com', password: 'Admin-Journeys-2026' };

/** An API client signed in as the admin, for steps whose screens belong to a later remote (approvals). */
export async function adminApi(): Promise<APIRequestContext> {
  const anonymous = await request.newContext();
  const response = await anonymous.post(`${API_URL}/users/login/`, {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
  const { access } = (await response.json()) as { access: string };
  await anonymous.dispose();
  return request.newContext({ extraHTTPHeaders: { Authorization: `Bearer ${access}` } });
}

export async function approvePodcast(podcastId: number): Promise<void> {
  const admin = await adminApi();
  const response = await admin.post(`${API_URL}/podcasts/${podcastId}/approve/`);
  if (!response.ok()) throw new Error(`Approval failed: ${response.status()} ${await response.text()}`);
  await admin.dispose();
}
