import { expect, test } from '@playwright/test';
import { anotherPodcast, approvedPodcast, createSession, signedInPage } from '../support/session';

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const published = `Idéverkstan ${suffix}`;
const pending = `Snart i etern ${suffix}`;

test("a visitor follows a show's byline to its podcaster: bio, links and published shows, not the pending one", async ({
  page,
}) => {
  const podcaster = await createSession('podcaster');
  const podcastId = await approvedPodcast(podcaster, published);
  await anotherPodcast(podcaster, pending);

  await page.goto(`/podcasts/${podcastId}`);
  await expect(page.getByRole('heading', { level: 1, name: published })).toBeVisible();
  await page.getByRole('link', { name: podcaster.user.username, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/podcasters/${podcaster.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: podcaster.user.username })).toBeVisible();
  await expect(page).toHaveTitle(`${podcaster.user.username} – PodBridge`);
  await expect(page.getByText(`@${podcaster.user.username}`)).toBeVisible();
  await expect(page.getByText('Conversations with the people behind Swedish ideas.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^podcasts\.example\.se/ })).toHaveAttribute(
    'href',
    'https://podcasts.example.se',
  );

  const shows = page.getByRole('region', { name: 'Shows' });
  await expect(shows.getByText('1 published show')).toBeVisible();
  const card = shows.getByRole('article', { name: published });
  await expect(card).toBeVisible();
  await expect(shows.getByRole('article')).toHaveCount(1);
  await expect(page.getByText(pending)).toHaveCount(0);
  // A visitor gets no Message button: that is for signed-in members.
  await expect(page.getByRole('button', { name: 'Message Podcaster' })).toHaveCount(0);

  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/podcasts/${podcastId}$`));
});

test('a signed-in expert can message the podcaster from their page; the podcaster sees their own page', async ({
  browser,
}) => {
  const podcaster = await createSession('podcaster');
  await approvedPodcast(podcaster, `Eget rum ${suffix}`);
  const expert = await createSession('expert');

  const asExpert = await signedInPage(browser, expert);
  await asExpert.goto(`/podcasters/${podcaster.user.id}`);
  await expect(asExpert.getByRole('heading', { level: 1, name: podcaster.user.username })).toBeVisible();
  await expect(asExpert.getByRole('button', { name: 'Message Podcaster' })).toBeVisible();

  const asOwner = await signedInPage(browser, podcaster);
  await asOwner.goto(`/podcasters/${podcaster.user.id}`);
  await expect(asOwner.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(asOwner.getByRole('button', { name: 'Message Podcaster' })).toHaveCount(0);
  await asExpert.context().close();
  await asOwner.context().close();
});

test("an unknown podcaster's page says so, with the way back to the podcasts", async ({ page }) => {
  await page.goto('/podcasters/2147483647');
  await expect(page.getByText('Podcaster not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Podcasts' }).click();
  await expect(page).toHaveURL(/\/podcasts$/);
});
