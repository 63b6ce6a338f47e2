import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/api';
import { BROKEN_SITE_URL } from '../support/env';
import { createSession, sessionOf, signedInPage } from '../support/session';

const root = join(__dirname, '..', '..');
const run = promisify(execFile);

test('a visitor who is not an admin never downloads the admin remote', async ({ browser }) => {
  const podcaster = await createSession('podcaster');
  const page = await signedInPage(browser, podcaster);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Podcasts' })).toBeVisible();
  await page.goto('/podcasts');
  await expect(page.getByRole('heading', { level: 1, name: /Podcasts/ })).toBeVisible();
  expect(requested.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
  expect(requested.some((url) => url.includes('/remotes/podcasts/'))).toBe(true);
});

test('with the admin remote down, an admin gets a contained error and the rest of the site works', async ({ browser }) => {
  const admin = await sessionOf({ ...E2E_ADMIN, role: 'podcaster' });
  const page = await signedInPage(browser, admin, BROKEN_SITE_URL);
  await page.goto('/admin');
  await expect(page.getByRole('alert', { name: 'Admin unavailable' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Experts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Expert' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Admin unavailable' })).toHaveCount(0);
});

test('the admin remote is released on its own: a new build shows on the next page load, with no restart', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await sessionOf({ ...E2E_ADMIN, role: 'podcaster' });
  const page = await signedInPage(browser, admin);
  await page.goto('/admin');
  const release = page.getByText(/^Admin release /);
  await expect(release).toBeVisible();
  const before = await release.textContent();
  const shellBuilt = (await stat(join(root, 'shell', 'dist', 'index.html'))).mtimeMs;
  const podcastsBuilt = (await stat(join(root, 'mfe-podcasts', 'dist', 'remoteEntry.js'))).mtimeMs;

  const label = `journey-${Date.now().toString(36)}`;
  await run('npm', ['run', 'build', '-w', 'mfe-admin'], {
    cwd: root,
    env: { ...process.env, RELEASE_LABEL: label },
    timeout: 240_000,
  });

  await page.reload();
  await expect(page.getByText(/^Admin release /)).toHaveText(new RegExp(`\\+${label}$`));
  expect(await page.getByText(/^Admin release /).textContent()).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect((await stat(join(root, 'shell', 'dist', 'index.html'))).mtimeMs).toBe(shellBuilt);
  expect((await stat(join(root, 'mfe-podcasts', 'dist', 'remoteEntry.js'))).mtimeMs).toBe(podcastsBuilt);
});
