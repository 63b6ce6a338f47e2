import { expect, test } from '@playwright/test';
import { newAccount, register, signedIn, verifyEmail } from '../support/accounts';
import { adminApi } from '../support/api';
import { API_URL } from '../support/env';
import { pngImage } from '../support/images';

test.describe.configure({ mode: 'serial' });

const expert = newAccount('expert');
const otherExpert = newAccount('expert');
const podcaster = newAccount('podcaster');
const suffix = Date.now().toString(36);
const name = `Åsa Öberg ${suffix}`;
let expertId = 0;

test('an expert creates a profile that waits for approval', async ({ page }) => {
  await register(page, expert);
  await verifyEmail(page, expert);
  await signedIn(page, expert);

  await page.goto('/experts/create');
  await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(300, 300, [21, 128, 61]) });
  await page.getByLabel('Full Name*').fill(name);
  await page.getByLabel('Expertise*').fill('Fermentation, Nordic food');
  await page.getByLabel('Years of Experience*').fill('12');
  await page.getByLabel('Professional Bio*').fill('Chef and researcher who has fermented everything from herring to honey in Västerbotten.');
  await page.getByLabel('Contact Email').fill(`booking.${suffix}@example.se`);
  await page.getByRole('checkbox', { name: 'Food & Cooking' }).check();
  await page.getByRole('button', { name: 'Create Expert Profile' }).click();
  await expect(page.getByText('Expert profile created successfully! Redirecting to experts page...')).toBeVisible();
  await expect(page).toHaveURL(/\/experts$/, { timeout: 10_000 });

  const mine = page.getByRole('article').filter({ hasText: name });
  await expect(mine.getByText('Pending')).toBeVisible();
  await mine.getByRole('link', { name: /View Profile/ }).click();
  expertId = Number(page.url().split('/').pop());
  expect(expertId).toBeGreaterThan(0);
});

test('after approval a visitor finds the expert by search and category', async ({ page }) => {
  const admin = await adminApi();
  const approval = await admin.post(`${API_URL}/experts/profile/approve/${expertId}/`, { data: { is_approved: true } });
  expect(approval.ok()).toBe(true);
  await admin.dispose();

  await page.goto('/experts');
  await page.getByLabel('Search experts').fill(`asa oberg ${suffix}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  await page.getByLabel('Category').selectOption({ label: 'Food & Cooking' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('12 years experience')).toBeVisible();
  await expect(page.getByText(expert.email)).toHaveCount(0);
});

test('a podcaster likes and comments on the expert', async ({ page }) => {
  await register(page, podcaster);
  await verifyEmail(page, podcaster);
  await signedIn(page, podcaster);
  await page.goto(`/experts/${expertId}`);
  await page.getByRole('button', { name: /^Like 0$/ }).click();
  await expect(page.getByRole('button', { name: /^Like 1$/ })).toHaveAttribute('aria-pressed', 'true');
  const comment = `Would love to have you on the show, ${suffix}!`;
  await page.getByLabel('Share your thoughts about this expert').fill(comment);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await page.reload();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like 1$/ })).toBeVisible();
});

test('the owner edits the profile and another expert is refused', async ({ page }) => {
  await signedIn(page, expert);
  await page.goto(`/experts/${expertId}/edit`);
  await page.getByLabel('Years of Experience*').fill('13');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('13 years experience')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();

  await register(page, otherExpert);
  await verifyEmail(page, otherExpert);
  await signedIn(page, otherExpert);
  await page.goto(`/experts/${expertId}/edit`);
  // This expert has no profile of their own yet, so the edit page sends them to create one instead.
  await expect(page.getByText("You don't have an expert profile yet. Please create one first.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/experts\/create$/, { timeout: 10_000 });
  await page.goto(`/experts/${expertId}`);
  await expect(page.getByText('13 years experience')).toBeVisible();
});
