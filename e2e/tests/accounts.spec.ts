import { expect, test, type Page } from '@playwright/test';
import { newAccount, register, signIn, verifyEmail } from '../support/accounts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a podcaster registers, verifies the email, signs in, sees the podcaster links and signs out', async ({ page }) => {
  const account = newAccount('podcaster');
  await register(page, account);
  await expect(page).toHaveTitle('Register – PodBridge');
  await verifyEmail(page, account);
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page).toHaveTitle('Sign In – PodBridge');

  await signIn(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('My Profile – PodBridge');
  await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await expect(nav(page).getByRole('link', { name: 'Create Podcast' })).toHaveAttribute('href', '/podcasts/create');
  await expect(nav(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/podcaster/profile');
  await expect(nav(page).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Create Expert Profile' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByText(`Welcome back, ${account.username}! You are signed in as a Podcaster.`)).toBeVisible();

  // Logout goes home from a page that needs a session too, not to the sign-in page.
  await page.goto('/podcaster/profile');
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  // The four session items are gone; only the device's choice of language stays.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['language']);
});

test('an expert sees the expert links after signing in', async ({ page }) => {
  const account = newAccount('expert');
  await register(page, account);
  await verifyEmail(page, account);
  await page.goto('/login');
  await signIn(page, { username: account.email, password: account.password });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav(page).getByRole('link', { name: 'Create Expert Profile' })).toHaveAttribute('href', '/experts/create');
  await expect(nav(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  await expect(nav(page).getByRole('link', { name: 'Create Podcast' })).toHaveCount(0);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a wrong password shows "Invalid username or password"', async ({ page }) => {
  const account = newAccount('podcaster');
  await register(page, account);
  await verifyEmail(page, account);
  await page.goto('/login');
  await signIn(page, { username: account.username, password: 'not-the-password' });
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to /messages goes to sign-in and comes back after it', async ({ page }) => {
  const account = newAccount('expert');
  await register(page, account);
  await verifyEmail(page, account);

  await page.goto('/messages');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/messages$/);
});

test('the mobile menu collapses when a link is clicked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menuLink = nav(page).getByRole('link', { name: 'About' });
  await expect(menuLink).toBeHidden();
  await nav(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menuLink).toBeHidden();
  await expect(page.getByRole('heading', { name: 'About PodBridge' })).toBeVisible();
});
