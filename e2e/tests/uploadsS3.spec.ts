import { expect, test } from '@playwright/test';
import { newAccount, register, signedIn } from '../support/accounts';
import { pngImage } from '../support/images';
import { linkFromOutbox } from '../support/outbox';
import { E2E_S3, S3_BUCKET_URL } from '../support/s3Env';

// Runs with playwright.s3.config.ts (npm run test:e2e:s3), whose API keeps uploads in a bucket that browsers load
// them from; the other journeys' servers have no bucket.
test('a podcaster creates a podcast with a cover and sees it load from the bucket', async ({ page }) => {
  const podcaster = newAccount('podcaster');
  await register(page, podcaster);
  await page.goto(await linkFromOutbox(podcaster.email, /https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/, E2E_S3.dataDir));
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /verified/i })).toBeVisible();
  await signedIn(page, podcaster);

  await page.goto('/podcasts/profile/create');
  await page.getByLabel(/Bio/).fill('Samtal om moln, lagring och allt som ska finnas kvar i morgon.');
  await page.getByLabel(/Profile picture/i).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64, [16, 185, 129]) });
  await page.getByRole('button', { name: /Create Profile/i }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });

  const title = `Molnpodden ${Date.now().toString(36)}`;
  await page.goto('/podcasts/create');
  await page.getByLabel('Title*').fill(title);
  await page.getByLabel('Description*').fill('Weekly talks about where our files live and why it matters.');
  await page.getByLabel('Category*').selectOption({ label: 'Technology' });
  await page.getByLabel('Cover Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(600, 600, [59, 130, 246]) });
  const coverLoaded = page.waitForResponse((response) => response.url().startsWith(`${S3_BUCKET_URL}/podcasts/`) && response.ok());
  await page.getByRole('button', { name: /Create Podcast/ }).click();
  await expect(page.getByText('Podcast created successfully! It will be published after admin approval.')).toBeVisible();
  await expect(page).toHaveURL(/\/podcasts\/\d+$/);

  // The cover comes straight from the bucket (UPLOADS_PUBLIC_URL), allowed by the site's content security policy.
  const cover = page.locator(`img[src^="${S3_BUCKET_URL}/podcasts/"]`).first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const response = await coverLoaded;
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
