import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { fieldMessages } from '../../testing/errors';
import { addPodcast, categoryId, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { FeedServer } from '../feeds/testing/feedServer';
import { episodesEvery, feedXml } from '../feeds/feedXml';

const DAY = 24 * 3600_000;
let now = new Date('2026-11-02T09:00:00Z');
const clock = () => now;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

let t: TestApp;
let feeds: FeedServer;
let pendingOwner: { authorization: string };

type Page = { count: number; results: { title: string }[] };

async function list(query: string, headers?: { authorization: string }): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `/api/podcasts/?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

const titles = (page: Page) => page.results.map((podcast) => podcast.title);

/*
 * The directory, created in this order (so newest first is the reverse), each show's latest episode days before now:
 * Zorblatt i veckan (Science, 40), Morgonkaffe (Science, 2, "zorblatt" in its description), Gamla avsnitt (Science,
 * 100: no longer active), Kvällsprat (Business, 10), Kvällsprat extra (Business, 10, the same day), Utan flöde
 * (Science, no feed, "zorblatt" in its description), and a pending show (Science, 1) of another podcaster.
 */
beforeAll(async () => {
  feeds = await new FeedServer().start();
  t = await buildTestApp({ feedAllowedHosts: [feeds.host] }, { clock });
  const admin = await loginAs(t, 'admin');
  const { headers } = await podcasterWithProfile(t);
  const science = await categoryId(t, 'Science');
  const business = await categoryId(t, 'Business');
  const show = async (
    title: string,
    fields: { category: number; latestDaysAgo?: number; description?: string },
    owner = headers,
    approved = true,
  ) => {
    const feed_url =
      fields.latestDaysAgo === undefined
        ? undefined
        : feeds.serve(
            `/${encodeURIComponent(title)}.xml`,
            feedXml({ title, episodes: episodesEvery(7, 3, daysAgo(fields.latestDaysAgo)) }),
          );
    await addPodcast(
      t,
      owner,
      { title, description: fields.description ?? `${title}: ett samtal.`, category_id: fields.category, feed_url },
      approved ? { approvedBy: admin.headers } : {},
    );
  };
  await show('Zorblatt i veckan', { category: science, latestDaysAgo: 40 });
  await show('Morgonkaffe', { category: science, latestDaysAgo: 2, description: 'Lite zorblatt till kaffet.' });
  await show('Gamla avsnitt', { category: science, latestDaysAgo: 100 });
  await show('Kvällsprat', { category: business, latestDaysAgo: 10 });
  await show('Kvällsprat extra', { category: business, latestDaysAgo: 10 });
  await show('Utan flöde', { category: science, description: 'Zorblatt utan flöde.' });
  pendingOwner = (await podcasterWithProfile(t)).headers;
  await show('Väntar på granskning', { category: science, latestDaysAgo: 1 }, pendingOwner, false);
});
afterAll(async () => {
  await t.close();
  await feeds.stop();
});

describe('GET /api/podcasts/ by latest episode', () => {
  it('lists the most recent episode first, the same day newest first, and shows without a feed last', async () => {
    const page = await list('sort=latest_episode');
    expect(titles(page)).toEqual([
      'Morgonkaffe',
      'Kvällsprat extra',
      'Kvällsprat',
      'Zorblatt i veckan',
      'Gamla avsnitt',
      'Utan flöde',
    ]);
    expect(page.count).toBe(6);
    // The default order is still newest first, asked for or not.
    const newest = [
      'Utan flöde',
      'Kvällsprat extra',
      'Kvällsprat',
      'Gamla avsnitt',
      'Morgonkaffe',
      'Zorblatt i veckan',
    ];
    expect(titles(await list(''))).toEqual(newest);
    expect(titles(await list('sort=newest'))).toEqual(newest);
  });

  it('pages through the dated shows into those without a feed', async () => {
    expect(titles(await list('sort=latest_episode&page_size=4&page=2'))).toEqual(['Gamla avsnitt', 'Utan flöde']);
    expect(await list('sort=latest_episode&page_size=5&page=2')).toMatchObject({
      count: 6,
      results: [{ title: 'Utan flöde' }],
    });
    expect(await list('sort=latest_episode&page_size=5&page=3')).toMatchObject({ count: 6, results: [] });
  });

  it("shows the owner's own pending show among the others, and no one else", async () => {
    const own = await list('sort=latest_episode', pendingOwner);
    expect(titles(own)[0]).toBe('Väntar på granskning');
    expect(own.count).toBe(7);
    const stranger = await loginAs(t, 'expert');
    expect(titles(await list('sort=latest_episode', stranger.headers))).not.toContain('Väntar på granskning');
  });

  it('keeps to a category', async () => {
    const page = await list(`sort=latest_episode&category=${await categoryId(t, 'Science')}`);
    expect(titles(page)).toEqual(['Morgonkaffe', 'Zorblatt i veckan', 'Gamla avsnitt', 'Utan flöde']);
    expect(page.count).toBe(4);
  });

  it('orders the matches of a search by latest episode only when asked, best match first otherwise', async () => {
    const best = await list('search=zorblatt');
    expect(titles(best)).toEqual(['Zorblatt i veckan', 'Utan flöde', 'Morgonkaffe']);
    expect(titles(await list('search=zorblatt&sort=newest'))).toEqual(titles(best));
    const byEpisode = await list('search=zorblatt&sort=latest_episode');
    expect(titles(byEpisode)).toEqual(['Morgonkaffe', 'Zorblatt i veckan', 'Utan flöde']);
    expect(byEpisode.count).toBe(3);
    expect(byEpisode).toMatchObject({ search: { terms: expect.arrayContaining(['zorblatt']) } });
  });
});

describe('GET /api/podcasts/?active=true', () => {
  it('leaves out a show whose latest episode is older than 90 days and a show without a feed', async () => {
    const page = await list('active=true');
    expect(titles(page)).toEqual(['Kvällsprat extra', 'Kvällsprat', 'Morgonkaffe', 'Zorblatt i veckan']);
    expect(page.count).toBe(4);
    expect(titles(await list('active=false'))).toHaveLength(6);
  });

  it('combines with the order, a category and a search', async () => {
    const science = await categoryId(t, 'Science');
    expect(await list(`active=true&sort=latest_episode&category=${science}`)).toMatchObject({
      count: 2,
      results: [{ title: 'Morgonkaffe' }, { title: 'Zorblatt i veckan' }],
    });
    expect(await list(`active=true&category=${science}`)).toMatchObject({
      count: 2,
      results: [{ title: 'Morgonkaffe' }, { title: 'Zorblatt i veckan' }],
    });
    const found = await list('active=true&search=zorblatt');
    expect(titles(found)).toEqual(['Zorblatt i veckan', 'Morgonkaffe']);
    expect(found.count).toBe(2);
    expect(titles(await list('active=true&search=zorblatt&sort=latest_episode'))).toEqual([
      'Morgonkaffe',
      'Zorblatt i veckan',
    ]);
  });

  it("counts the 90 days to the app's clock", async () => {
    const before = now;
    try {
      // 55 days on, the show whose latest episode was 40 days old has been quiet for 95.
      now = new Date(now.getTime() + 55 * DAY);
      expect(titles(await list('active=true&page=1'))).toEqual(['Kvällsprat extra', 'Kvällsprat', 'Morgonkaffe']);
    } finally {
      now = before;
    }
  });
});

describe('GET /api/podcasts/ with values it does not know', () => {
  it.each([
    ['sort=oldest', { sort: ['"oldest" is not a valid choice. Choose one of: newest, latest_episode.'] }],
    ['active=maybe', { active: ['Must be a valid boolean.'] }],
  ])('answers %s with a 400 on the field', async (query, messages) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/podcasts/?${query}` });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual(messages);
  });
});
