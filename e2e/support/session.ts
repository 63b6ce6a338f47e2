import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newAccount, type Role, type TestAccount } from './accounts';
import { adminApi } from './api';
import { API_URL, SITE_URL } from './env';
import { pngImage } from './images';
import { linkFromOutbox } from './outbox';

/** A verified account signed in through the API: what the browser keeps after signing in. */
export interface Session {
  account: TestAccount;
  user: { id: number; username: string; user_type: Role; is_admin: boolean; email: string };
  access: string;
  refresh: string;
  /** The API as this user. */
  api: APIRequestContext;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Registers, verifies (through the emailed link) and signs in a new account through the API: for journeys whose
 * subject is not sign-up itself.
 */
export async function createSession(role: Role, username?: string): Promise<Session> {
  const account = { ...newAccount(role), ...(username ? { username } : {}) };
  const anonymous = await request.newContext();
  await ok(
    await anonymous.post(`${API_URL}/users/register/`, {
      data: { username: account.username, email: account.email, password: account.password, user_type: role },
    }),
    'Registration',
  );
  const link = await linkFromOutbox(account.email, /https?:\/\/[^\s"<>]+\/verify-email\/([A-Za-z0-9_-]+)/);
  const token = link.split('/verify-email/')[1]!;
  await ok(await anonymous.get(`${API_URL}/users/verify-email/${token}/`), 'Verification');
  await anonymous.dispose();
  return sessionOf(account);
}

/** Signs an existing account in through the API. */
export async function sessionOf(account: TestAccount): Promise<Session> {
  const anonymous = await request.newContext();
  const login = await ok<{ access: string; refresh: string; user: Session['user'] }>(
    await anonymous.post(`${API_URL}/users/login/`, { data: { username: account.username, password: account.password } }),
    'Sign-in',
  );
  await anonymous.dispose();
  const api = await request.newContext({ extraHTTPHeaders: { Authorization: `Bearer ${login.access}` } });
  return { account, user: login.user, access: login.access, refresh: login.refresh, api };
}

/** A page of its own (a second browser) already signed in as the session's user, on the site at `baseURL`. */
export async function signedInPage(browser: Browser, session: Session, baseURL = SITE_URL): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // As signing in leaves it: the site server then sends the page without the anonymous home page inside.
  await context.addCookies([{ name: 'podbridge_session', value: '1', url: baseURL }]);
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('signed-in-once')) return;
    sessionStorage.setItem('signed-in-once', '1');
    localStorage.setItem('token', stored.access);
    localStorage.setItem('refreshToken', stored.refresh);
    localStorage.setItem('userData', JSON.stringify(stored.user));
    localStorage.setItem('userType', stored.user.user_type);
  }, session);
  return context.newPage();
}

/** Sends a message through the API as the session's user. */
export async function sendMessageAs(session: Session, receiverId: number, content: string): Promise<void> {
  await ok(await session.api.post(`${API_URL}/user_messages/`, { data: { receiver_id: receiverId, content } }), 'Sending');
}

/** The podcaster profile a session's podcaster needs before creating podcasts. */
export async function podcasterProfile(session: Session): Promise<void> {
  await ok(
    await session.api.post(`${API_URL}/podcasts/profile/create/`, {
      multipart: {
        bio: 'Conversations with the people behind Swedish ideas.',
        website: 'https://podcasts.example.se',
        social_links: '{}',
        profile_picture: { name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64, [67, 56, 202]) },
      },
    }),
    'Podcaster profile',
  );
}

/** A podcast of the session's podcaster waiting for review (with the podcaster profile it needs); returns its id. */
export async function pendingPodcast(session: Session, title: string): Promise<number> {
  await podcasterProfile(session);
  return anotherPodcast(session, title);
}

/** One more podcast of a podcaster who has their profile already, waiting for review; returns its id. */
export async function anotherPodcast(session: Session, title: string): Promise<number> {
  const categories = await ok<{ id: number; name: string }[] | { results: { id: number }[] }>(
    await session.api.get(`${API_URL}/podcasts/categories/`),
    'Categories',
  );
  const list = Array.isArray(categories) ? categories : categories.results;
  const podcast = await ok<{ id: number }>(
    await session.api.post(`${API_URL}/podcasts/create/`, {
      multipart: {
        title,
        description: 'Weekly conversations with researchers, founders and makers from all over Sweden.',
        category_id: String(list[0]!.id),
      },
    }),
    'Podcast',
  );
  return podcast.id;
}

/** An approved podcast of the session's podcaster; returns its id. */
export async function approvedPodcast(session: Session, title: string): Promise<number> {
  const id = await pendingPodcast(session, title);
  const admin = await adminApi();
  await ok(await admin.post(`${API_URL}/podcasts/${id}/approve/`), 'Approval');
  await admin.dispose();
  return id;
}

/** An approved expert profile of the session's expert; returns its id. */
export async function approvedExpert(session: Session, name: string, expertise: string): Promise<number> {
  const expert = await ok<{ id: number }>(
    await session.api.post(`${API_URL}/experts/create/`, {
      multipart: {
        name,
        bio: 'Researcher and speaker who loves explaining hard things simply.',
        expertise,
        experience_years: '12',
      },
    }),
    'Expert profile',
  );
  const admin = await adminApi();
  await ok(await admin.post(`${API_URL}/experts/profile/approve/${expert.id}/`, { data: { is_approved: true } }), 'Approval');
  await admin.dispose();
  return expert.id;
}

