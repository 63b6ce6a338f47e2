import { expect, test } from '@playwright/test';
import { moveApiClockForward, resetApiClock } from '../support/clock';
import { API_URL, SITE_URL } from '../support/env';
import { episodesEvery, FeedHost, type ShowFeed } from '../support/feeds';
import { linkFromOutbox, textFromOutbox } from '../support/outbox';
import { approvedExpert, createSession, podcasterProfile, signedInPage } from '../support/session';

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const titles = ['Sömn och stress med en sömnforskare', 'Varför vi skjuter upp saker', 'Kognitiv beteendeterapi i praktiken'];
const show: ShowFeed = {
  title: `Tankar om tankar ${suffix}`,
  description: 'Ett samtal i veckan om hur vi tänker, med forskare och psykologer.',
  language: 'sv-SE',
  category: 'Science',
  episodes: episodesEvery(7, 12, 3, titles),
};
let feeds: FeedHost;
/** The imported show's page, for the weekly email's journey after it. */
let podcastPath = '';

test.beforeAll(async () => {
  feeds = await new FeedHost().start();
});
test.afterAll(async () => feeds.stop());

test('a podcaster imports a show from its feed, verifies it with the code, and it is public at once with its badge and signals', async ({ browser }) => {
  const session = await createSession('podcaster');
  await podcasterProfile(session);
  const address = feeds.serve(`/${suffix}.xml`, show);
  const page = await signedInPage(browser, session);

  await page.goto('/podcasts/create');
  await page.getByLabel('RSS feed address').fill(address);
  await page.getByLabel('RSS feed address').press('Enter');
  await expect(page.getByText(`Imported ${show.title}: 12 episodes, latest 3 days ago.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel('Title*')).toHaveValue(show.title);
  await expect(page.getByLabel('Description*')).toHaveValue(show.description);
  await expect(page.getByLabel('Category*')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('Swedish');
  await page.getByRole('button', { name: 'Create Podcast' }).click();
  await expect(page).toHaveURL(/\/podcasts\/\d+$/);
  podcastPath = new URL(page.url()).pathname;

  // The feed's episodes and signals, and the artwork as the cover.
  const episodes = page.getByRole('region', { name: 'Latest episodes' });
  await expect(episodes.getByRole('link', { name: `Open “${titles[0]}”` })).toBeVisible();
  await expect(episodes.getByText('Weekly')).toBeVisible();
  await expect(episodes.getByText('Showing the latest 10 of 12 episodes.')).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(show.title) }).first()).toHaveAttribute('src', /\.webp/);
  await expect(page.getByText('Pending Approval')).toBeVisible();

  // Verification: the code goes into the feed, then Check now.
  const panel = page.getByRole('region', { name: 'Your RSS feed' });
  await panel.getByRole('button', { name: 'Check now' }).click();
  await expect(panel.getByText(/The code is not in the feed yet/)).toBeVisible();
  feeds.serve(`/${suffix}.xml`, { ...show, verifyCode: (await panel.getByTestId('verification-code').textContent())!.trim() });
  await panel.getByRole('button', { name: 'Check now' }).click();
  await expect(panel.getByText(/Verified! Your show is published/)).toBeVisible();

  // Public at once: an anonymous visitor sees it, badged, with its signals, on its page and in the directory.
  const visitor = await browser.newPage();
  await visitor.goto(podcastPath);
  await expect(visitor.getByRole('heading', { name: show.title, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Verified feed')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Latest episodes' }).getByText('12 episodes', { exact: true })).toBeVisible();
  await visitor.goto(`/podcasts?search=${encodeURIComponent(show.title)}`);
  const card = visitor.getByRole('article').filter({ hasText: show.title });
  await expect(card.getByText('Verified feed')).toBeVisible();
  await expect(card.getByText('Weekly')).toBeVisible();
  await expect(card.getByText('latest 3 days ago')).toBeVisible();
  await visitor.close();
  await page.close();
});

test('a feed address the site must not read is refused on the form with the reason', async ({ browser }) => {
  const session = await createSession('podcaster');
  await podcasterProfile(session);
  const page = await signedInPage(browser, session);
  await page.goto('/podcasts/create');
  await page.getByLabel('RSS feed address').fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('This address points to a private network and cannot be read.')).toBeVisible();
  await page.getByLabel('RSS feed address').fill(feeds.url('/nothing-here.xml'));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('The address answered with an error. Check that it is right.')).toBeVisible();
  await expect(page.getByLabel('Title*')).toHaveValue('');
  await page.close();
});

test('an expert confirms the weekly email, gets one with the newly verified show in it, and unsubscribes with one click', async ({ browser }) => {
  expect(podcastPath, 'the import journey runs first').not.toBe('');
  const expert = await createSession('expert');
  // The show is filed under Science: an expert who speaks on it.
  await approvedExpert(expert, 'Saga Nordin', 'Science communication, Research methods');
  const page = await signedInPage(browser, expert);
  await page.goto('/profile');
  const weekly = page.getByRole('checkbox', { name: 'Weekly: shows looking for guests in my topics' });
  // The box flips at once; the page stays open until the API has taken the opt-in (and mailed the link).
  const optIn = page.waitForResponse((response) => response.url().endsWith('/api/digest/') && response.request().method() === 'PUT');
  await weekly.check();
  expect((await optIn).status()).toBe(200);
  await expect(page.getByText(/Check your email/)).toBeVisible();
  await page.close();

  // The link in the confirmation email works signed out.
  const confirm = await linkFromOutbox(expert.account.email, /https?:\/\/[^\s"<>]+\/digest\/confirm\/[A-Za-z0-9_-]+/);
  const visitor = await browser.newPage();
  await visitor.goto(confirm);
  await expect(visitor.getByText(/Your weekly email is on/)).toBeVisible();
  const status = await (await expert.api.get(`${API_URL}/digest/`)).json();
  expect(status).toMatchObject({ status: 'on', kind: 'shows' });

  try {
    // Monday 08:00 in the reader's time zone: the API's clock moves there and its job runner sends the digest.
    await moveApiClockForward(new Date(status.next_send_at).getTime() - Date.now() + 1_000);
    const digest = await textFromOutbox(expert.account.email, /This week: \d+ shows? looking for guests in your topics/);
    expect(digest).toContain(show.title);
    expect(digest).toContain(podcastPath);
    expect(digest).toContain('You get this email because you asked PodBridge for a weekly email');
    expect(digest).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    // One click on the link in the email (the site's page; the header's address is the API's), signed out.
    const unsubscribe = await linkFromOutbox(expert.account.email, new RegExp(`${SITE_URL}/digest/unsubscribe/[A-Za-z0-9_-]+`));
    await visitor.goto(unsubscribe);
    await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  } finally {
    await resetApiClock();
  }
  expect(await (await expert.api.get(`${API_URL}/digest/`)).json()).toMatchObject({ status: 'off' });
  await visitor.close();
});
