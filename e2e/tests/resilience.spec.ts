import { expect, test } from '@playwright/test';
import { newSignedInAccount } from '../support/accounts';
import { BROKEN_SITE_URL } from '../support/env';
import { approvedExpert, createSession, signedInPage } from '../support/session';

/** The Message dialog's fallback text (@podbridge/shared/remotes). */
const MESSAGING_UNAVAILABLE = 'Messaging is unavailable right now. Please try again in a moment.';

test.use({ baseURL: BROKEN_SITE_URL });

test('a remote whose files are missing shows a contained error while navigation and sign-in work', async ({ page }) => {
  await page.goto('/podcasts');
  const area = page.getByRole('alert', { name: 'Podcasts unavailable' });
  await expect(area).toContainText('This part of PodBridge is unavailable right now');
  await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible();
  await area.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert', { name: 'Podcasts unavailable' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About PodBridge' })).toBeVisible();

  await newSignedInAccount(page, 'podcaster');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/');
  // The section loads (and finds its remote gone) as the visitor scrolls to it.
  await page.getByRole('region', { name: 'Featured Podcasts' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('No featured podcasts available yet')).toBeVisible();
});

test('an unknown address shows the not-found page inside the site', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('with the messaging remote down, Messages and the Message dialog say so and the rest of the site works', async ({ browser }) => {
  const expert = await createSession('expert');
  const expertId = await approvedExpert(expert, `Saga Lind ${Date.now().toString(36)}`, 'Nordic folklore');
  const visitor = await createSession('podcaster');
  const page = await signedInPage(browser, visitor);

  await page.goto(`${BROKEN_SITE_URL}/messages`);
  const area = page.getByRole('alert', { name: 'Messages unavailable' });
  await expect(area).toContainText('This part of PodBridge is unavailable right now');

  await page.goto(`${BROKEN_SITE_URL}/experts/${expertId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Saga Lind/ })).toBeVisible();
  await page.getByRole('button', { name: 'Message Expert' }).click();
  await expect(page.getByRole('dialog').getByText(MESSAGING_UNAVAILABLE)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: /Saga Lind/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Experts' }).click();
  await expect(page).toHaveURL(/\/experts$/);
});
