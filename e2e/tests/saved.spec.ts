import { expect, test } from '@playwright/test';
import { adminApi } from '../support/api';
import { API_URL } from '../support/env';
import { approvedExpert, approvedPodcast, createSession, signedInPage } from '../support/session';

test('a signed-in user saves a podcast and an expert, finds them on Saved after a reload, and an unpublished one leaves the list', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const podcaster = await createSession('podcaster');
  const title = `Northern Lights Notes ${suffix}`;
  const podcastId = await approvedPodcast(podcaster, title);
  const expert = await createSession('expert');
  const name = `Elsa Berg ${suffix}`;
  await approvedExpert(expert, name, 'Auroras, Space weather');

  const reader = await createSession('podcaster');
  const page = await signedInPage(browser, reader);
  await page.goto('/podcasts');
  await page.getByLabel('Search podcasts').fill(title);
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/experts');
  await page.getByLabel('Search experts').fill(name);
  await page.getByRole('article').filter({ hasText: name }).getByRole('link', { name: /View Profile/ }).click();
  // The list shows until the profile has drawn: save there, as a reader does.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  const saved = page.getByRole('list', { name: 'Saved items' });
  await expect(saved.getByRole('article')).toHaveCount(2);
  await page.reload();
  await expect(saved.getByRole('article', { name })).toBeVisible();
  await expect(saved.getByRole('article', { name: title })).toBeVisible();

  const admin = await adminApi();
  const unpublished = await admin.post(`${API_URL}/admin_dashboard/podcasts/${podcastId}/unpublish/`, {
    data: { reason: 'The feed is gone.' },
  });
  expect(unpublished.ok()).toBe(true);
  await admin.dispose();
  await page.reload();
  await expect(saved.getByRole('article', { name })).toBeVisible();
  await expect(saved.getByRole('article', { name: title })).toHaveCount(0);
});
