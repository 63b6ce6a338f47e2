import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { expect, request, test, type Page } from '@playwright/test';
import { newAccount, register, signIn } from '../support/accounts';
import { E2E } from '../support/env';
import { stockholmTime } from '../support/times';

/**
 * The README's demo path on a fresh data folder: seed it with the demo command, start the API and the site on it,
 * then look around as a visitor, as the seeded admin and as a seeded podcaster, and sign up as a newcomer. The
 * embedded database serves one process at a time, so this path gets its own folder and servers beside the
 * journeys' shared ones.
 */
const root = join(__dirname, '..', '..');
const DEMO = { apiPort: 8110, sitePort: 3110, dataDir: join(E2E.dataDir, 'demo-site') } as const;
const DEMO_SITE_URL = `http://localhost:${DEMO.sitePort}`;
const DEMO_API_URL = `http://localhost:${DEMO.apiPort}/api`;

/** What the seed command printed that a person reading it would use. */
interface SeedReport {
  password: string;
  admin: string;
  podcaster: string;
  pendingPodcasts: number;
  openReports: number;
}

function printed(output: string, pattern: RegExp): string {
  const match = output.match(pattern);
  if (!match?.[1]) throw new Error(`The demo seed did not print ${pattern}:\n${output}`);
  return match[1];
}

function readSeedReport(output: string): SeedReport {
  return {
    password: printed(output, /password "([^"]+)"/),
    admin: printed(output, /the admin as (\w+)/),
    podcaster: printed(output, /\(e\.g\. (\w+)\)/),
    pendingPodcasts: Number(printed(output, /\((\d+) pending approval\)/)),
    openReports: Number(printed(output, /(\d+) reported messages? waits?/)),
  };
}

const demoEnv = {
  ...process.env,
  DATA_DIR: DEMO.dataDir,
  PUBLIC_WEB_URL: DEMO_SITE_URL,
  PUBLIC_API_URL: `http://localhost:${DEMO.apiPort}`,
};

let seed: SeedReport;
const servers: ChildProcess[] = [];
/** Every line the demo API printed: the outbox's "Mail to …" lines among them. */
const apiOutput: string[] = [];

async function waitUntilServing(url: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.ok ?? false, { message: `${url} answers`, timeout: 60_000 })
    .toBe(true);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: DEMO_SITE_URL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await rm(DEMO.dataDir, { recursive: true, force: true });
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'api/dist/cli/seedDemo.js')], {
    cwd: root,
    env: demoEnv,
  });
  seed = readSeedReport(stdout);

  const api = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    cwd: root,
    env: {
      ...demoEnv,
      PORT: String(DEMO.apiPort),
      HOST: '127.0.0.1',
      CORS_ORIGIN: DEMO_SITE_URL,
      RATE_LIMIT_AUTH_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: api.stdout! }).on('line', (line) => apiOutput.push(line));
  const site = spawn(process.execPath, ['--import', 'tsx', join(root, 'shell/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      SITE_PORT: String(DEMO.sitePort),
      SITE_HOST: '127.0.0.1',
      PUBLIC_API_BASE_URL: DEMO_API_URL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(api, site);
  await waitUntilServing(`${DEMO_API_URL}/health/`);
  await waitUntilServing(`${DEMO_SITE_URL}/remotes.json`);
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server.exitCode !== null || server.signalCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        }),
    ),
  );
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, { username, password: seed.password });
  await expect(page).toHaveURL(/\/profile$/);
}

test('a visitor finds the demo content on the home page and in the directories', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Podcasters meet expert guests – PodBridge');
  // The sections load as the visitor scrolls to them.
  const featuredPodcasts = page.getByRole('region', { name: 'Featured Podcasts' });
  await featuredPodcasts.scrollIntoViewIfNeeded();
  await expect(featuredPodcasts.getByRole('link', { name: /^Listen Now: / })).not.toHaveCount(0);
  const spotlights = page.getByRole('region', { name: 'Expert Spotlights' });
  await spotlights.scrollIntoViewIfNeeded();
  await expect(spotlights.getByRole('link', { name: /^View Profile: / })).not.toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Podcasts', exact: true }).click();
  await expect(page).toHaveTitle('Podcasts – PodBridge');
  await expect(page.getByRole('article').first()).toBeVisible();
  await nav(page).getByRole('link', { name: 'Experts', exact: true }).click();
  await expect(page).toHaveTitle('Experts – PodBridge');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a profile opened from far down the directory starts at its top, and Back returns to the same card', async ({
  page,
}) => {
  await page.goto('/experts');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  const last = cards.last();
  // Everything above the list (pictures, suggestions) settles first: the browser's scroll anchoring moves the page
  // when content above the card grows, so the card's place on the screen is what the visitor sees and remembers.
  await page.waitForLoadState('networkidle');
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const cardTop = async () => (await last.boundingBox())?.y ?? Number.NaN;
  const seenAt = await cardTop();

  await last.getByRole('link', { name: /^View Profile/ }).click();
  await expect(page).toHaveURL(/\/experts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/experts$/);
  await expect(last).toBeInViewport();
  await expect.poll(async () => Math.abs((await cardTop()) - seenAt)).toBeLessThan(5);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
});

test('on a phone both directories start their list on the first screen, for a visitor and a signed-in expert', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const firstCardTop = () =>
    page
      .getByRole('article')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
  await page.goto('/podcasts');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await firstCardTop()).toBeLessThan(844 - 100);

  await signInAs(page, 'henrik_strom');
  await page.goto('/experts');
  await expect(page.getByRole('heading', { name: 'Welcome back, henrik_strom!' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await firstCardTop()).toBeLessThan(844 - 100);
});

test('a host finds the demo psychologists by topic, in English and in Swedish, with the matched words marked', async ({
  page,
}) => {
  const psychologists = ['Nadia Rahimi', 'Tobias Franzén'];
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await page.goto('/experts');
  await page.getByLabel('Search experts').fill('psychology');
  await expect(page.getByText(/^\d+ experts match “psychology”$/)).toBeVisible();
  for (const name of psychologists) await expect(card(name)).toBeVisible();
  await expect(card('Nadia Rahimi').locator('mark', { hasText: 'Psychologist' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Topics:' }).getByRole('link', { name: 'Psychology' })).toBeVisible();

  for (const text of ['psykologi', 'Psykolog', 'psycholgy', 'mental health']) {
    await page.goto(`/experts?search=${encodeURIComponent(text)}`);
    await expect(page.getByText(new RegExp(`^\\d+ experts? match(es)? “${text}”$`))).toBeVisible();
    for (const name of psychologists) await expect(card(name)).toBeVisible();
  }

  await page.getByRole('combobox', { name: 'Choose language' }).first().selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.goto(`/experts?search=${encodeURIComponent('psykisk hälsa')}`);
  await expect(page.getByText(/^\d+ experter matchar ”psykisk hälsa”$/)).toBeVisible();
  for (const name of psychologists) await expect(card(name)).toBeVisible();
  // Category names in the reader's language.
  await expect(card('Nadia Rahimi').getByText('Psykisk hälsa', { exact: true })).toBeVisible();

  await page.goto(`/experts?search=${encodeURIComponent('zxqvbn')}`);
  await expect(page.getByText('Inga experter matchar ”zxqvbn”')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prova ett ämne i stället:' }).getByRole('link')).not.toHaveCount(0);
});

test('a host narrows the directory by language, region and availability, and reads what a profile offers', async ({
  page,
}) => {
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await page.goto('/experts');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Persian' });
  await expect(page).toHaveURL(/language=fa/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card('Nadia Rahimi')).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('');
  await page.getByLabel('Region').selectOption({ label: 'Skåne' });
  // The box follows the URL, which the click changes a moment later.
  await page.getByLabel('Open to bookings now').click();
  await expect(page.getByLabel('Open to bookings now')).toBeChecked();
  await expect(page).toHaveURL(/region=skane.*available=true|available=true.*region=skane/);
  await expect(card('Omar Farah')).toBeVisible();
  await expect(card('Oliver Brandt')).toHaveCount(0);

  await card('Omar Farah')
    .getByRole('link', { name: /^View Profile/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omar Farah' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.getByText('Somali')).toBeVisible();
  await expect(about.getByText('Malmö, Skåne')).toBeVisible();
  await expect(about.getByText('Open to bookings', { exact: true })).toBeVisible();
  await expect(about.getByRole('heading', { name: 'Past Appearances' })).toBeVisible();
});

test('a podcaster sees suggested guests for their show with the reasons, hides one, and invites another', async ({
  page,
}) => {
  await signInAs(page, 'oskar_ek');
  const found = (await (await fetch(`${DEMO_API_URL}/podcasts/?search=Pensionspodden`)).json()) as {
    results: { id: number; title: string }[];
  };
  await page.goto(`/podcasts/${found.results.find((podcast) => podcast.title === 'Pensionspodden')!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pensionspodden' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.getByText('Personal Finance', { exact: true })).toBeVisible();

  const suggestions = page.getByRole('region', { name: 'Suggested guests for Pensionspodden' });
  await suggestions.scrollIntoViewIfNeeded();
  const card = (name: string) => suggestions.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card('Henrik Ström')).toContainText('Talks about Pensionssparande');
  await expect(card('Henrik Ström')).toContainText('Speaks Swedish');

  await card('Oliver Brandt')
    .getByRole('button', { name: /Not relevant/ })
    .click();
  await expect(suggestions.getByText(/Hidden from suggestions/)).toBeVisible();
  await suggestions.getByRole('button', { name: 'Undo' }).click();
  await expect(card('Oliver Brandt')).toBeVisible();

  await card('Henrik Ström').getByRole('button', { name: 'Invite to my show' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Henrik Ström to your show' });
  await expect(invite.getByLabel(/Podcast/)).toHaveValue(/\d+/);
  await expect(invite.getByLabel(/Podcast/).locator('option:checked')).toHaveText('Pensionspodden');
  await invite.getByRole('textbox', { name: /Topic/ }).fill('Pension savings for freelancers');
  await invite.getByLabel('Time 1', { exact: true }).fill(stockholmTime(6, '10:00'));
  await invite.getByLabel('Time 2', { exact: true }).fill(stockholmTime(7, '14:30'));
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent! Henrik Ström gets it by email.')).toBeVisible();
});

test('an expert sees the shows looking for guests like them and pitches one with the message drafted', async ({
  page,
}) => {
  await signInAs(page, 'henrik_strom');
  const shows = page.getByRole('region', { name: 'Shows looking for guests like you' });
  await shows.scrollIntoViewIfNeeded();
  const show = shows.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pensionspodden' }) });
  await expect(show).toContainText('Looking for guests on Personal Finance');
  await show.getByRole('button', { name: 'Pitch yourself' }).click();
  const dialog = page.getByRole('dialog', { name: /^Message oskar_ek/ });
  const box = dialog.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(/Pensionspodden is looking for guests on Personal Finance/);
  await box.press('End');
  await box.pressSequentially(' Pension savings for the self-employed.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message Sent Successfully!')).toBeVisible();
});

test('the seeded admin signs in with the printed password and finds the demo review queues', async ({ page }) => {
  await signInAs(page, seed.admin);
  await page.goto('/');
  await expect(page.getByText(`Welcome back, ${seed.admin}! You are signed in as an Admin.`)).toBeVisible();

  await nav(page).getByRole('link', { name: 'Admin Dashboard' }).click();
  const pending = page.getByRole('region', { name: 'Pending Podcasts' });
  await expect(pending).toContainText(String(seed.pendingPodcasts));
  await expect(page.getByRole('region', { name: 'Open Reports' })).toContainText(String(seed.openReports));

  await pending.getByRole('link', { name: 'Review podcasts' }).click();
  await expect(page).toHaveURL(/\/admin\/podcast-approval$/);
  // The header row and one row per pending demo podcast.
  await expect(page.getByRole('row')).toHaveCount(seed.pendingPodcasts + 1);
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(seed.pendingPodcasts);
});

test('a seeded podcaster signs in and finds their profile and every one of their podcasts', async ({ page }) => {
  const anonymous = await request.newContext();
  const login = await anonymous.post(`${DEMO_API_URL}/users/login/`, {
    data: { username: seed.podcaster, password: seed.password },
  });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const mine = await anonymous.get(`${DEMO_API_URL}/podcasts/my-podcasts/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  const titles = ((await mine.json()) as { title: string }[]).map((podcast) => podcast.title);
  await anonymous.dispose();
  expect(titles.length).toBeGreaterThan(0);

  await signInAs(page, seed.podcaster);
  await nav(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/podcaster\/profile$/);
  await expect(page.getByRole('heading', { name: seed.podcaster })).toBeVisible();
  await expect(page.getByRole('heading', { name: `My Podcasts (${titles.length})` })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
});

test('a newcomer signs up and verifies the email through the link the API prints on one line', async ({ page }) => {
  const account = newAccount('expert');
  await register(page, account);
  const mailLine = new RegExp(`^Mail to ${account.email.replace(/\./g, '\\.')} — "([^"]+)" — (http\\S+)$`);
  let link = '';
  await expect
    .poll(
      () => {
        const match = apiOutput.map((line) => line.match(mailLine)).find(Boolean);
        link = match?.[2] ?? '';
        return match?.[1];
      },
      { message: `a "Mail to ${account.email}" line` },
    )
    .toBe('Verify your email address for PodBridge');
  expect(link.startsWith(`${DEMO_SITE_URL}/verify-email/`)).toBe(true);

  await page.goto(link);
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: /verified/i }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav(page).getByRole('link', { name: 'Create Expert Profile' })).toBeVisible();
});
