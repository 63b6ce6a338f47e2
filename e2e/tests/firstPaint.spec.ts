import { expect, test, type Page } from '@playwright/test';
import { newSignedInAccount } from '../support/accounts';
import { adminApi } from '../support/api';
import { API_URL } from '../support/env';
import { approvedExpert, approvedPodcast, createSession } from '../support/session';

/**
 * What the page reports when React cannot take over the markup the server sent (it then draws the page anew):
 * collected from here on.
 */
function hydrationFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react\.dev\/errors\/(418|423|425)/i.test(message.text())) {
      failures.push(message.text());
    }
  });
  return failures;
}

const HERO = 'Where podcasters meet the experts their listeners want to hear';
const SWEDISH_HERO = 'Här möter poddare experterna som lyssnarna vill höra';

test("the home page is in the HTML itself, in the browser's language, before any script runs", async ({ browser }) => {
  for (const [locale, hero, nav] of [
    ['en-GB', HERO, ['Podcasts', 'Experts', 'Login', 'Register']],
    ['sv-SE', SWEDISH_HERO, ['Poddar', 'Experter']],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(hero);
    for (const name of nav) await expect(page.locator('nav a', { hasText: name }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await context.close();
  }
});

test('the page rendered ahead becomes the live page without moving, and answers clicks once it is live', async ({
  page,
}) => {
  // Every element of the page as the server sent it, marked once parsed: the live page is to be made of them.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of Array.from(document.querySelectorAll('#root *'))) {
        (element as unknown as { sent: boolean }).sent = true;
      }
    }),
  );
  const failures = hydrationFailures(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: HERO });
  await expect(heading).toBeVisible();
  // Live: the spotlights load from their remote, and the navigation works.
  await expect(page.getByRole('region', { name: 'Expert Spotlights' })).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
  // Hydrated, not drawn again: the heading, the navigation and the footer are the elements the server sent.
  for (const sent of [heading, page.getByRole('navigation', { name: 'Main navigation' }), page.locator('footer')]) {
    expect(await sent.evaluate((element) => 'sent' in element)).toBe(true);
  }
  expect(failures).toEqual([]);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBeLessThan(0.02);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Podcasts' })).toBeVisible();
});

test('a signed-in browser is sent the bare page, and a Swedish choice is remembered for the next one', async ({
  page,
}) => {
  await newSignedInAccount(page, 'podcaster');
  const home = await page.request.get('/');
  expect(await home.text()).not.toContain(HERO);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  expect(await (await page.request.get('/')).text()).toContain(HERO);

  await page.getByRole('combobox', { name: 'Choose language' }).first().selectOption('sv');
  await expect(page.getByRole('heading', { level: 1, name: SWEDISH_HERO })).toBeVisible();
  expect(await (await page.request.get('/', { headers: { 'accept-language': 'en' } })).text()).toContain(SWEDISH_HERO);
});

test("a directory's first page comes drawn in the HTML with its data, and the live page starts from that data", async ({
  browser,
  page,
}) => {
  const stamp = Date.now();
  const show = `Server Drawn Show ${stamp}`;
  const expert = `Server Drawn Expert ${stamp}`;
  await approvedPodcast(await createSession('podcaster'), show);
  await approvedExpert(await createSession('expert'), expert, 'Rendering');
  // The site draws a directory at most once a second: the next second's page has them.
  await page.waitForTimeout(1_100);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto('/podcasts');
  await expect(still.locator('h1')).toHaveText('Discover Podcasts');
  await expect(still.getByText(show)).toBeVisible();
  await still.goto('/experts');
  await expect(still.getByText(expert)).toBeVisible();
  await withoutScripts.close();

  // From the first parse on: whether the card ever left the page, and whether a spinner ever showed.
  await page.addInitScript((title) => {
    const seen = { card: false, gap: false, spinner: false, shift: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    // What moved, for the message of a failure: the element, where it stood and where it went.
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(title)) {
        seen.card = true;
        // The card's title as the server sent it, marked so the live page can be told to be the same element.
        for (const element of Array.from(document.querySelectorAll('h2, h3'))) {
          if (element.textContent === title) (element as unknown as { sent: boolean }).sent = true;
        }
      } else if (seen.card) seen.gap = true;
      if (document.querySelector('main [role="status"]')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        seen.shift += shift.value;
        for (const { node, previousRect: from, currentRect: to } of shift.sources ?? []) {
          const element = node as Element | undefined;
          moved.push(
            `${element?.outerHTML?.slice(0, 120) ?? 'text'}: ${from.x},${from.y} ${from.width}x${from.height} -> ` +
              `${to.x},${to.y} ${to.width}x${to.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, show);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(podcasts|experts)\//.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  const failures = hydrationFailures(page);
  await page.goto('/podcasts');
  // Live: the remote has taken the page over.
  await expect(page.locator('[inert], [data-prerendered-area]')).toHaveCount(0);
  const results = page.getByRole('region', { name: 'Podcasts' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByText(show)).toBeVisible();
  const { seen, moved } = await page.evaluate(() => {
    const state = window as unknown as { seen: Record<string, unknown>; moved: string[] };
    return { seen: state.seen, moved: state.moved };
  });
  expect(seen, moved.join('\n')).toEqual({ card: true, gap: false, spinner: false, shift: 0 });
  // Taken over, not drawn again: the card on screen is the very element the server sent.
  expect(await results.getByRole('heading', { name: show }).evaluate((element) => 'sent' in element)).toBe(true);
  expect(failures).toEqual([]);
  // The live page took the list and the categories from the page: it asked the API for neither.
  expect(asked.filter((path) => path === '/api/podcasts/' || path === '/api/podcasts/categories/')).toEqual([]);
  // And it is live: a search asks the API and shows what it answers.
  await page.getByRole('searchbox').fill(show);
  const searched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/podcasts/' && url.searchParams.get('search') === show;
  });
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/search=/);
  await searched;
  await expect(results.getByRole('heading', { name: show })).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'false');

  // The expert directory likewise: its list and categories come with the page.
  asked.length = 0;
  await page.goto('/experts');
  await expect(page.locator('[inert], [data-prerendered-area]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Experts' }).getByText(expert)).toBeVisible();
  expect(asked).toEqual([]);
  expect(failures).toEqual([]);
});

test("a directory's cards off screen are neither laid out nor painted until they near it", async ({ page }) => {
  // More cards than a phone's screen holds.
  for (const n of [1, 2, 3, 4])
    await approvedPodcast(await createSession('podcaster'), `Below The Fold ${Date.now()} ${n}`);
  await page.setViewportSize({ width: 390, height: 844 });
  // Which cards the browser skipped (content-visibility), from the first parse on.
  await page.addInitScript(() => {
    const skipped = new Set<Element>();
    (window as unknown as { skipped: Set<Element> }).skipped = skipped;
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        if ((event as Event & { skipped: boolean }).skipped) skipped.add(event.target as Element);
        else skipped.delete(event.target as Element);
      },
      true,
    );
  });
  await page.goto('/podcasts');
  const cards = page.getByRole('region', { name: 'Podcasts' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  const skippedCards = () => page.evaluate(() => (window as unknown as { skipped: Set<Element> }).skipped.size);
  // The first card is drawn; the last ones, below the fold of a phone, are not.
  await expect.poll(skippedCards).toBeGreaterThan(0);
  const last = cards.last();
  expect(await last.evaluate((card) => (window as unknown as { skipped: Set<Element> }).skipped.has(card))).toBe(true);
  // Scrolled to, the last card is drawn like the others, with its title.
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((card) => (window as unknown as { skipped: Set<Element> }).skipped.has(card)))
    .toBe(false);
  await expect(last.getByRole('heading')).toBeVisible();
});

test("the home page's featured sections hold their place while they load: each remote comes as the reader nears it", async ({
  page,
}) => {
  // Six featured experts (three rows of tiles on a phone) and a featured podcast, as on a live site.
  const admin = await adminApi();
  const stamp = Date.now().toString(36);
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const id = await approvedExpert(await createSession('expert'), `Spotlit Expert ${stamp} ${n}`, 'Oceanography');
    expect(
      (await admin.put(`${API_URL}/admin_dashboard/experts/${id}/featured/`, { data: { featured: true } })).ok(),
    ).toBe(true);
  }
  const title = `Featured Below ${stamp}`;
  const podcastId = await approvedPodcast(await createSession('podcaster'), title);
  expect(
    (await admin.put(`${API_URL}/admin_dashboard/podcasts/${podcastId}/featured/`, { data: { featured: true } })).ok(),
  ).toBe(true);
  await admin.dispose();

  // The page as sent: both sections hold their tiles' shape, read as loading.
  const sent = await (await page.request.get('/')).text();
  expect(sent).toContain('aria-label="Loading experts"');
  expect(sent).toContain('aria-label="Loading podcasts"');

  await page.setViewportSize({ width: 390, height: 844 });
  const remotes: string[] = [];
  page.on('request', (request) => {
    const remote = /\/remotes\/(\w+)\//.exec(request.url())?.[1];
    if (remote) remotes.push(remote);
  });
  await page.goto('/');
  // The spotlights, just below the fold, load at once; the featured podcasts, further down behind the spotlights'
  // place, do not.
  const spotlights = page.getByRole('region', { name: 'Expert Spotlights' });
  await expect(spotlights.getByRole('link', { name: /^View Profile: / })).not.toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(remotes).toContain('experts');
  expect(remotes).not.toContain('podcasts');
  const featured = page.getByRole('region', { name: 'Featured Podcasts' });
  await expect(featured.getByRole('status', { name: 'Loading podcasts' })).toBeAttached();
  // Scrolled to, they load and show the featured podcast.
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByRole('heading', { name: title })).toBeVisible();
  expect(remotes).toContain('podcasts');
});

test('a page is sent with a preload of each script its start runs, and of none it does not run', async ({ page }) => {
  // When the page's heading first appears (the page has drawn itself), on the clock of its resource timings.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')?.textContent) return;
      (window as unknown as { headingAt: number }).headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // /login comes rendered (its heading is there before any script): what counts there is that every script it
  // lists for after its paint is one it runs.
  // A directory with a search is drawn by its remote in the browser (the site draws only the first page ahead).
  for (const [path, heading] of [
    ['/podcasts?search=weekly', 'Discover Podcasts'],
    ['/experts?search=climate', 'Find Your Expert'],
    ['/login', 'Sign in'],
  ] as const) {
    const warnings: string[] = [];
    const onConsole = (message: { text: () => string }) => {
      if (message.text().includes('preloaded using link preload but not used')) warnings.push(message.text());
    };
    page.on('console', onConsole);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Every script the page ran before it drew itself came with it: fetched for a preload ('link'), never asked
    // for by another script on its way ('script'). What its content loads later (hyphenation) does not count.
    const unlisted = await page.evaluate(() => {
      const { headingAt } = window as unknown as { headingAt: number };
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < headingAt)
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(unlisted).toEqual([]);
    // And the browser used every one it was told to fetch (it warns a few seconds after the load otherwise).
    await page.waitForTimeout(4_000);
    expect(warnings).toEqual([]);
    page.off('console', onConsole);
  }
});

test("the sign-in and registration pages are in the HTML, in the browser's language, before any script runs", async ({
  browser,
}) => {
  for (const [locale, signIn, register, username] of [
    ['en-GB', 'Sign in', 'Create your account', 'Username or Email'],
    ['sv-SE', 'Logga in', 'Skapa ditt konto', 'Användarnamn eller e-post'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('h1')).toHaveText(signIn);
    await expect(page.locator('label', { hasText: username })).toBeVisible();
    await expect(page.locator('nav a', { hasText: /^(Login|Logga in)$/ }).first()).toBeVisible();
    await page.goto('/register');
    await expect(page.locator('h1')).toHaveText(register);
    await context.close();
  }
});

test('the sign-in page sent rendered stays on screen until the account remote draws it: no spinner, nothing moves', async ({
  page,
}) => {
  // From the first parse on: whether the heading ever left the page, and whether a loading spinner ever showed.
  await page.addInitScript(() => {
    const seen = { heading: false, gap: false, spinner: false, shift: 0, moved: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const check = () => {
      const heading = Array.from(document.querySelectorAll('h1')).find((h1) => h1.textContent === 'Sign in');
      if (heading) {
        // Marked at first sight: the live page's heading is to be this same element.
        if (!seen.heading) (heading as unknown as { sent: boolean }).sent = true;
        seen.heading = true;
      } else if (seen.heading) seen.gap = true;
      if (document.querySelector('main [role="status"]')) seen.spinner = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    // What moved, should anything: the element, its box before and after, and when (a failure says it).
    type Box = { x: number; y: number; width: number; height: number };
    type Shift = { value: number; startTime: number; sources?: { node?: Node; previousRect: Box; currentRect: Box }[] };
    const box = ({ x, y, width, height }: Box) => [x, y, width, height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        seen.shift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          const name = node ? `${node.nodeName} "${(node.textContent ?? '').slice(0, 40)}"` : 'a removed node';
          seen.moved.push(
            `${name} at ${Math.round(entry.startTime)} ms: ${box(source.previousRect)} -> ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const failures = hydrationFailures(page);
  await page.goto('/login');
  const username = page.getByLabel('Username or Email');
  // Live: the account remote has taken the page over, the field takes typing, and the links of the form work.
  await expect(page.locator('[inert], [data-prerendered-area]')).toHaveCount(0);
  await username.fill('someone');
  await expect(username).toHaveValue('someone');
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, unknown> }).seen);
  expect(seen).toEqual({ heading: true, gap: false, spinner: false, shift: 0, moved: [] });
  // Taken over, not drawn again: the heading on screen is the element the server sent.
  expect(await page.getByRole('heading', { level: 1, name: 'Sign in' }).evaluate((element) => 'sent' in element)).toBe(
    true,
  );
  expect(failures).toEqual([]);
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // Another remote's page, opened from here, is that remote's own.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Podcasts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveCount(0);
  expect(failures).toEqual([]);
});
