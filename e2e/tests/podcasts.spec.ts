import { expect, test } from '@playwright/test';
import { newAccount, register, signedIn, verifyEmail } from '../support/accounts';
import { approvePodcast } from '../support/api';
import { pngImage } from '../support/images';

test.describe.configure({ mode: 'serial' });

const podcaster = newAccount('podcaster');
const listener = newAccount('expert');
const suffix = Date.now().toString(36);
const title = `Källarsnack ${suffix}`;
let podcastId = 0;

test('a podcaster creates a profile, then a podcast with a cover image, and sees it Pending', async ({ page }) => {
  await register(page, podcaster);
  await verifyEmail(page, podcaster);
  await signedIn(page, podcaster);

  await page.goto('/podcasts/create');
  await expect(page.getByText('Profile Required')).toBeVisible();
  await page.getByRole('link', { name: 'Create Podcaster Profile' }).click();
  await expect(page).toHaveURL(/\/podcasts\/profile\/create$/);
  await page.getByLabel(/Bio/).fill('Stories from Swedish basements and the people who build there.');
  await page.getByLabel(/Website/).fill('https://kallarsnack.example.se');
  await page.getByLabel(/Profile picture/i).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64, [67, 56, 202]) });
  await page.getByRole('button', { name: /Create Profile/i }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });

  await page.goto('/podcasts/create');
  await page.getByLabel('Title*').fill(title);
  await page.getByLabel('Description*').fill('Weekly conversations with makers, builders and tinkerers from all over Sweden.');
  await page.getByLabel('Category*').selectOption({ label: 'Technology' });
  await page.getByLabel('Podcast Link').fill('https://podcasts.example.se/kallarsnack');
  await page.getByLabel('Cover Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(600, 600, [249, 115, 22]) });
  await page.getByRole('button', { name: /Create Podcast/ }).click();
  await expect(page.getByText('Podcast created successfully! It will be published after admin approval.')).toBeVisible();
  await expect(page).toHaveURL(/\/podcasts\/\d+$/);
  podcastId = Number(page.url().split('/').pop());

  await page.goto('/podcasts');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Pending')).toBeVisible();
});

test('after approval an anonymous visitor finds it by search and category and sees the cover', async ({ page }) => {
  await approvePodcast(podcastId);

  await page.goto('/podcasts');
  await page.getByLabel('Search podcasts').fill(`kallarsnack ${suffix}`);
  await page.getByLabel('Search podcasts').press('Enter');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending')).toHaveCount(0);
  await expect(page).toHaveURL(/search=/);

  await page.getByLabel('Category').selectOption({ label: 'Technology' });
  await expect(card).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'History' });
  await expect(page.getByText(/^No podcasts match “/)).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Technology' });

  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/podcasts/${podcastId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const cover = page.locator('img[src*="/media/"]').first();
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a signed-in user likes it and comments on it', async ({ page }) => {
  await register(page, listener);
  await verifyEmail(page, listener);
  await signedIn(page, listener);

  await page.goto(`/podcasts/${podcastId}`);
  const like = page.getByRole('button', { name: /^Like 0$/ });
  await like.click();
  await expect(page.getByRole('button', { name: /^Like 1$/ })).toHaveAttribute('aria-pressed', 'true');

  const comment = `Lovely episode about <script>alert("x")</script> källare ${suffix}`;
  await page.getByLabel('Share your thoughts about this podcast').fill(comment);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText(comment)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /^Like 1$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(comment)).toBeVisible();
});

test('the owner edits and then deletes the podcast', async ({ page }) => {
  await signedIn(page, podcaster);
  await page.goto(`/podcasts/${podcastId}/edit`);
  await page.getByLabel('Title*').fill(`${title} (edited)`);
  await page.getByLabel('Language*').selectOption('Swedish');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Podcast updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();

  await page.goto(`/podcasts?search=${encodeURIComponent(suffix)}`);
  const card = page.getByRole('article').filter({ hasText: `${title} (edited)` });
  await card.getByRole('button', { name: /Delete/ }).click();
  await expect(
    page.getByText(`Are you sure you want to delete the podcast "${title} (edited)"? This action cannot be undone.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete Podcast' }).click();
  await expect(page.getByText('Podcast deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(`/podcasts/${podcastId}`);
  await expect(page.getByText('Podcast not found')).toBeVisible();
});
