import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/api';
import { API_URL } from '../support/env';
import { createSession, sessionOf, signedInPage } from '../support/session';

test('an admin sees the dashboard, approves a pending expert, and the expert shows in the directory', async ({ browser }) => {
  const expert = await createSession('expert');
  const name = `Ylva Sjöberg ${Date.now().toString(36)}`;
  const created = await expert.api.post(`${API_URL}/experts/create/`, {
    multipart: { name, bio: 'Glaciologist who tells stories about ice.', expertise: 'Glaciers, Climate', experience_years: '9' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const admin = await sessionOf({ ...E2E_ADMIN, role: 'podcaster' });
  const page = await signedInPage(browser, admin);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending Experts' });
  await expect(pending).toBeVisible();
  await pending.getByRole('link', { name: 'Review experts' }).click();
  await expect(page).toHaveURL(/\/admin\/experts$/);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Glaciers, Climate');
  await expect(row).toContainText('9 years');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByText('Expert profile approved successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByText('Expert profile approved successfully')).toBeHidden({ timeout: 5_000 });

  await page.goto('/experts');
  await page.getByLabel('Search experts').fill(name);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(new RegExp(`/experts/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a podcaster who opens /admin sees the permission text, not a broken page', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const page = await signedInPage(browser, podcaster);
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toContainText("You don't have permission to view the admin dashboard");
  await page.goto('/admin/podcast-approval');
  await expect(page.getByRole('alert')).toContainText("You don't have permission to view pending podcasts");
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});
