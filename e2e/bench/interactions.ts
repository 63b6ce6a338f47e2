/**
 * Interaction to next paint: how long the site takes from a person's input to the frame that shows its answer, for
 * the interactions people repeat most, in Debian's Chromium with the CPU slowed 4x through the DevTools protocol (as
 * Lighthouse's mobile runs slow it). Read from the browser's own Event Timing entries (the figure Chrome reports as
 * INP): every entry of one interaction (a key's keydown, keypress and keyup; a tap's pointer and click events) shares
 * an interaction id, and the interaction's latency is the longest of them. The browser reports only interactions of
 * 16 ms or more: one it did not report took less, and counts as 16 ms.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

/** The demo data's password (the demo seed gives every account it makes the same one). */
const DEMO_PASSWORD = 'demo-password-2026';
/** A podcaster with shows, who likes, filters, searches and invites. */
const PODCASTER = 'oskar_ek';
/** A podcaster with a conversation in the demo data. */
const CORRESPONDENT = 'anna_lindqvist';
const CPU_SLOWDOWN = 4;
/** How many times each interaction is measured. */
const SAMPLES = Number(process.env.INP_SAMPLES ?? 8);
/** What is typed into the podcast search, a key at a time. */
const TYPED = 'pension';
/** The shortest interaction the browser reports. */
const REPORTED_FROM_MS = 16;

export interface InteractionRow {
  what: string;
  samples: number[];
  p75: number;
}

/** An Event Timing entry; TypeScript's DOM types do not know its interaction id yet. */
interface EventTimingEntry extends PerformanceEntry {
  interactionId?: number;
}

declare global {
  interface Window {
    podbridgeInteractions?: Map<number, number>;
  }
}

/** Records every reported interaction's latency, by interaction id, from the page's first script on. */
function observeInteractions(threshold: number): void {
  const latencies = new Map<number, number>();
  window.podbridgeInteractions = latencies;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventTimingEntry[]) {
      if (!entry.interactionId) continue;
      latencies.set(entry.interactionId, Math.max(latencies.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** Two frames and a moment from now: the entries of an interaction answered by then have been reported. */
const afterNextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))),
  );

const reportedIds = (page: Page) => page.evaluate(() => [...(window.podbridgeInteractions?.keys() ?? [])]);

/**
 * Runs `act` (`interactions` real inputs) and returns the latency of each interaction it made: the entries arrive after
 * the frame that answered, so they are read once two frames and a moment have passed after `settled` (the answer
 * shown).
 */
async function measure(
  page: Page,
  act: () => Promise<void>,
  settled: () => Promise<void>,
  interactions = 1,
): Promise<number[]> {
  // What came before (the previous sample's closing key, the page's loading) is reported first and left out.
  await afterNextFrames(page);
  const before = new Set(await reportedIds(page));
  await act();
  await settled();
  await afterNextFrames(page);
  const latencies = await page.evaluate(() => [...(window.podbridgeInteractions?.entries() ?? [])]);
  const made = latencies.filter(([id]) => !before.has(id)).map(([, latency]) => latency);
  // The interactions the browser did not report took less than it reports.
  return [...made, ...Array<number>(Math.max(interactions - made.length, 0)).fill(REPORTED_FROM_MS)];
}

async function signedInPage(browser: Browser, siteUrl: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1366, height: 900 } });
  await context.addInitScript(observeInteractions, REPORTED_FROM_MS);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/profile$/);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

async function repeat(times: number, sample: (index: number) => Promise<number[]>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) samples.push(...(await sample(index)));
  return samples;
}

/** A select changed as a person changes it: focused, then an arrow key (which picks the next option). */
async function pickNext(page: Page, select: Locator): Promise<void> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
}

/** Measures each interaction on the site at `siteUrl` (the demo data), slowed 4x. */
export async function measureInteractions(siteUrl: string): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: InteractionRow[] = [];
  const row = (what: string, samples: number[]) => rows.push({ what, samples, p75: p75(samples) });
  try {
    const page = await signedInPage(browser, siteUrl, PODCASTER);

    await page.goto('/podcasts');
    const like = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Like \d+$/ });
    await like.waitFor();
    row(
      'Like a podcast (directory card)',
      await repeat(SAMPLES, async () => {
        const pressed = (await like.getAttribute('aria-pressed')) === 'true' ? 'false' : 'true';
        return measure(
          page,
          () => like.click(),
          () => like.and(page.locator(`[aria-pressed="${pressed}"]`)).waitFor(),
        );
      }),
    );

    const category = page.getByRole('combobox', { name: 'Category' });
    row(
      'Change the category filter (podcasts)',
      await repeat(SAMPLES, async (index) => {
        if (index === 0) await page.goto('/podcasts');
        const from = page.url();
        return measure(
          page,
          () => pickNext(page, category),
          () => page.waitForURL((url) => url.href !== from).then(() => undefined),
        );
      }),
    );

    await page.goto('/podcasts');
    const search = page.getByRole('searchbox', { name: 'Search podcasts' });
    row(
      'Type in the search box (podcasts, one sample per key)',
      await repeat(Math.ceil(SAMPLES / 4), async () => {
        await search.fill('');
        return measure(
          page,
          async () => {
            await search.focus();
            for (const key of TYPED) {
              await page.keyboard.press(key);
              await page.waitForTimeout(120);
            }
          },
          () => search.evaluate((input: HTMLInputElement, typed) => input.value === typed, TYPED).then(() => undefined),
          TYPED.length,
        );
      }),
    );

    await page.goto(`/experts?search=${encodeURIComponent('Henrik Ström')}`);
    const profile = await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^View Profile/ })
      .getAttribute('href');
    if (!profile) throw new Error('The demo expert Henrik Ström is not in the directory');
    await page.goto(profile);
    const invite = page.getByRole('button', { name: 'Invite to my show' });
    row(
      'Open the invite dialog (expert profile)',
      await repeat(SAMPLES, async () => {
        const samples = await measure(
          page,
          () => invite.click(),
          () => page.getByRole('dialog').waitFor(),
        );
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        return samples;
      }),
    );
    await page.context().close();

    const inbox = await signedInPage(browser, siteUrl, CORRESPONDENT);
    const message = inbox.getByRole('textbox', { name: 'Type your message...' });
    row(
      'Open a chat (inbox)',
      await repeat(SAMPLES, async () => {
        await inbox.goto('/messages');
        const conversation = inbox.locator('a[href^="/messages/"]').first();
        await conversation.waitFor();
        return measure(
          inbox,
          () => conversation.click(),
          () => message.waitFor(),
        );
      }),
    );
    row(
      'Send a message (chat)',
      await repeat(SAMPLES, async (index) => {
        const text = `Interaction sample ${index + 1}: does Thursday suit you?`;
        await message.fill(text);
        return measure(
          inbox,
          () => inbox.getByRole('button', { name: 'Send' }).click(),
          () => inbox.getByRole('log').getByText(text).waitFor(),
        );
      }),
    );
  } finally {
    await browser.close();
  }
  return rows;
}
