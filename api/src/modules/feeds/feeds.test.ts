import { and, eq } from 'drizzle-orm';
import { adminActions, jobs, podcastEpisodes, podcastFeeds, podcasts, users } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { jobContextOf, runDueJobs, type JobContext } from '../../jobs/runner';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, categoryId, pngImage, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { FEED_REFRESH_JOB } from './schedule';
import { FeedServer } from './testing/feedServer';
import { episodesEvery, feedXml } from './feedXml';

const DAY = 24 * 3600_000;
let now = new Date('2026-11-02T09:00:00Z');
const clock = () => now;
let t: TestApp;
let feeds: FeedServer;
let jobContext: JobContext;

/** A weekly Swedish show about the mind, its latest episode two days before `now`. */
function mindFeed(overrides: Partial<Parameters<typeof feedXml>[0]> = {}) {
  return feedXml({
    title: 'Tankar om tankar',
    description: 'Ett samtal i veckan om hur vi tänker.',
    language: 'sv-SE',
    link: 'https://tankar.example.se',
    imageUrl: feeds.url('/artwork.png'),
    categories: ['Science', 'Social Sciences', 'Health & Fitness', 'Mental Health'],
    episodes: episodesEvery(7, 30, new Date(now.getTime() - 2 * DAY)).map((episode, index) => ({
      ...episode,
      description: index === 3 ? 'Om kognitiv beteendeterapi och sömnlöshet.' : 'Ett samtal.',
    })),
    ...overrides,
  });
}

beforeAll(async () => {
  feeds = await new FeedServer().start();
  feeds.serve('/artwork.png', await pngImage(300), 'image/png');
  t = await buildTestApp({ feedAllowedHosts: [feeds.host] }, { clock });
  jobContext = jobContextOf(t.app);
});
afterAll(async () => {
  await t.close();
  await feeds.stop();
});

const preview = (headers: Record<string, string>, feed_url: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/podcasts/feed-preview/', headers, payload: { feed_url } });

async function importedPodcast(headers: { authorization: string }, path: string, body = mindFeed()) {
  const feed_url = feeds.serve(path, body);
  return addPodcast(t, headers, { title: 'Tankar om tankar', feed_url });
}

describe('POST /api/podcasts/feed-preview/', () => {
  it("answers the show's fields, signals and latest episodes from its feed, storing nothing", async () => {
    const { headers } = await podcasterWithProfile(t);
    const url = feeds.serve('/preview.xml', mindFeed());
    const before = await t.db.$count(podcasts);
    const response = await preview(headers, url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      feed_url: url,
      title: 'Tankar om tankar',
      description: 'Ett samtal i veckan om hur vi tänker.',
      language: 'Swedish',
      website: 'https://tankar.example.se',
      artwork_url: feeds.url('/artwork.png'),
      category_id: await categoryId(t, 'Mental Health'),
      episode_count: 30,
      latest_episode_at: new Date(now.getTime() - 2 * DAY).toISOString(),
      cadence: 'weekly',
    });
    expect(body.episodes).toHaveLength(5);
    expect(await t.db.$count(podcasts)).toBe(before);
  });

  it('refuses addresses it must not read, each with a 400 on feed_url', async () => {
    const { headers } = await podcasterWithProfile(t);
    feeds.serve('/page.html', '<html><body>Not a feed</body></html>', 'text/html');
    const cases: [unknown, RegExp, string][] = [
      ['ftp://example.se/feed.xml', /http:\/\/ or https:\/\//, 'invalid'],
      ['', /RSS feed/, 'invalid'],
      ['http://127.0.0.1:9/feed.xml', /private network|cannot be fetched/i, 'feed_address_private'],
      ['http://169.254.169.254/latest/meta-data/', /private network|cannot be fetched/i, 'feed_address_private'],
      [feeds.url('/page.html'), /RSS/, 'feed_not_rss'],
      [feeds.url('/missing.xml'), /404/, 'feed_http_error'],
    ];
    for (const [address, message, code] of cases) {
      const response = await preview(headers, address);
      expect({ address, status: response.statusCode }).toEqual({ address, status: 400 });
      expect(response.json().feed_url[0]).toMatch(message);
      expect(response.json().field_codes.feed_url[0]).toBe(code);
    }
  });

  it('is for signed-in users only', async () => {
    expect((await preview({}, feeds.url('/preview.xml'))).statusCode).toBe(401);
  });
});

describe('creating a podcast from its feed', () => {
  it('stores the episodes, the signals and the artwork as the cover, and schedules the daily read', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await importedPodcast(headers, '/create.xml');
    const podcast = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/`, headers })).json();
    expect(podcast.feed).toEqual({
      verified: false,
      episode_count: 30,
      latest_episode_at: new Date(now.getTime() - 2 * DAY).toISOString(),
      cadence: 'weekly',
      active: true,
    });
    expect(podcast.image_url).toMatch(/\.webp$/);
    const episodes = await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/episodes/`, headers });
    expect(episodes.json()).toMatchObject({ count: 30 });
    expect(episodes.json().results).toHaveLength(10);
    expect(episodes.json().results[0].published_at).toBe(podcast.feed.latest_episode_at);
    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.kind, FEED_REFRESH_JOB), eq(jobs.payload, { podcastId: created.id })));
    expect(job?.runAt).toEqual(new Date(now.getTime() + DAY));
  });

  it('keeps a podcast without a feed as it was (feed null, no episodes)', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await addPodcast(t, headers);
    const podcast = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/`, headers })).json();
    expect(podcast.feed).toBeNull();
    const episodes = await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/episodes/`, headers });
    expect(episodes.json()).toMatchObject({ count: 0, results: [] });
  });

  it('refuses a feed it cannot read with a 400 on feed_url and creates nothing', async () => {
    const { headers } = await podcasterWithProfile(t);
    const before = await t.db.$count(podcasts);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: { title: 'X', description: 'Y', category_id: await categoryId(t, 'Science'), feed_url: feeds.url('/gone.xml') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().feed_url[0]).toMatch(/404/);
    expect(await t.db.$count(podcasts)).toBe(before);
  });

  it("makes the show findable by what its episodes are about, and hides a pending show's episodes from others", async () => {
    const { headers } = await podcasterWithProfile(t);
    const admin = await loginAs(t, 'admin');
    const created = await importedPodcast(headers, '/search.xml');
    const stranger = await loginAs(t, 'expert');
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/episodes/`, headers: stranger.headers })).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${created.id}/approve/`, headers: admin.headers });
    const found = await t.app.inject({ method: 'GET', url: '/api/podcasts/?search=s%C3%B6mnl%C3%B6shet' });
    expect(found.json().results.map((podcast: { id: number }) => podcast.id)).toContain(created.id);
  });
});

describe("the owner's feed: status, Check now and Refresh now", () => {
  it('verifies the show once the code is in the feed and publishes a pending show at once, in the audit trail', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await importedPodcast(headers, '/verify.xml');
    const status = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/feed/`, headers })).json();
    expect(status).toMatchObject({ url: feeds.url('/verify.xml'), verified_at: null });
    expect(status.verification_code).toMatch(/^podbridge-verify-[0-9a-f]{16}$/);

    const missing = await t.app.inject({ method: 'POST', url: `/api/podcasts/${created.id}/feed/verify/`, headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'verification_code_missing' });
    expect(missing.json().detail).toContain(status.verification_code);

    feeds.serve('/verify.xml', mindFeed({ verifyCode: status.verification_code }));
    const verified = await t.app.inject({ method: 'POST', url: `/api/podcasts/${created.id}/feed/verify/`, headers });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ published: true, feed: { verified_at: now.toISOString() } });
    const podcast = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/` })).json();
    expect(podcast).toMatchObject({ is_approved: true, feed: { verified: true } });
    const [entry] = await t.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'podcast'), eq(adminActions.targetId, created.id)));
    expect(entry).toMatchObject({ action: 'approve', adminId: null, adminUsername: 'PodBridge' });
  });

  it('verifies, but leaves for an admin, the show of an account whose email is not verified', async () => {
    const { user, headers } = await podcasterWithProfile(t);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const created = await importedPodcast(headers, '/unverified-account.xml');
    const { verification_code } = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/feed/`, headers })).json();
    feeds.serve('/unverified-account.xml', mindFeed({ description: `Om hur vi tänker. ${verification_code}` }));
    const verified = await t.app.inject({ method: 'POST', url: `/api/podcasts/${created.id}/feed/verify/`, headers });
    expect(verified.json()).toMatchObject({ published: false, feed: { verified_at: expect.any(String) } });
    expect((await t.db.select().from(podcasts).where(eq(podcasts.id, created.id)))[0]?.approvalStatus).toBe('pending');
  });

  it("refuses another user's status, check and refresh, and their attempts change nothing", async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await importedPodcast(headers, '/others.xml');
    const { verification_code } = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/feed/`, headers })).json();
    feeds.serve('/others.xml', mindFeed({ verifyCode: verification_code }));
    const before = (await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, created.id)))[0];
    for (const role of ['podcaster', 'admin'] as const) {
      const other = await loginAs(t, role);
      for (const [method, path] of [['GET', 'feed/'], ['POST', 'feed/verify/'], ['POST', 'feed/refresh/']] as const) {
        const response = await t.app.inject({ method, url: `/api/podcasts/${created.id}/${path}`, headers: other.headers });
        expect({ role, path, status: response.statusCode }).toEqual({ role, path, status: 403 });
      }
    }
    expect((await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, created.id)))[0]).toEqual(before);
    expect((await t.db.select().from(podcasts).where(eq(podcasts.id, created.id)))[0]?.approvalStatus).toBe('pending');
  });

  it('answers 404 for a podcast without a feed', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await addPodcast(t, headers);
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/feed/`, headers })).statusCode).toBe(404);
  });

  it('refreshes on demand at most once an hour, storing what changed in the feed', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await importedPodcast(headers, '/refresh.xml');
    const refresh = () => t.app.inject({ method: 'POST', url: `/api/podcasts/${created.id}/feed/refresh/`, headers });

    const unchanged = await refresh();
    expect(unchanged.statusCode).toBe(200);
    expect(feeds.log.at(-1)).toBe('304 /refresh.xml');

    const tooSoon = await refresh();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'feed_refresh_too_soon', detail: 'You can refresh this feed again in 60 minutes.' });
    expect(tooSoon.headers['retry-after']).toBe('3600');

    const newest = new Date(now.getTime() + 30 * 60_000);
    feeds.serve('/refresh.xml', mindFeed({
      episodes: [{ title: 'Ett nytt avsnitt', date: newest, guid: 'new-one' }, ...episodesEvery(7, 30, new Date(now.getTime() - 2 * DAY))],
    }));
    now = new Date(now.getTime() + 3600_000);
    const changed = await refresh();
    expect(changed.json()).toMatchObject({ episode_count: 31, latest_episode_at: newest.toISOString() });
    const episodes = await t.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, created.id));
    expect(episodes.map((episode) => episode.title)).toContain('Ett nytt avsnitt');
  });
});

describe('linking an existing show to its feed', () => {
  const connect = (id: number, headers: Record<string, string>, feed_url: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/podcasts/${id}/feed/`, headers, payload: { feed_url } });

  it('reads the feed at once, then daily; another address must be verified again', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await addPodcast(t, headers);
    const response = await connect(created.id, headers, feeds.serve('/connect.xml', mindFeed()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ url: feeds.url('/connect.xml'), episode_count: 30, verified_at: null });
    const podcast = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/`, headers })).json();
    expect(podcast.feed).toMatchObject({ episode_count: 30, cadence: 'weekly' });
    const scheduled = await t.db.select().from(jobs).where(and(eq(jobs.kind, FEED_REFRESH_JOB), eq(jobs.payload, { podcastId: created.id })));
    expect(scheduled).toHaveLength(1);

    const code = response.json().verification_code;
    feeds.serve('/connect.xml', mindFeed({ verifyCode: code }));
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${created.id}/feed/verify/`, headers });
    const moved = await connect(created.id, headers, feeds.serve('/connect-2.xml', mindFeed({ title: 'Ny adress' })));
    expect(moved.json()).toMatchObject({ url: feeds.url('/connect-2.xml'), verified_at: null });
    expect(moved.json().verification_code).not.toBe(code);
    // The daily read goes on as one chain, now from the new address.
    expect(await t.db.select().from(jobs).where(and(eq(jobs.kind, FEED_REFRESH_JOB), eq(jobs.payload, { podcastId: created.id })))).toHaveLength(1);
  });

  it("refuses another user's show and an unreadable feed, changing nothing", async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await addPodcast(t, headers);
    const other = await podcasterWithProfile(t);
    const refused = await connect(created.id, other.headers, feeds.serve('/not-theirs.xml', mindFeed()));
    expect(refused.statusCode).toBe(404); // a pending show of someone else is not found
    const admin = await loginAs(t, 'admin');
    expect((await connect(created.id, admin.headers, feeds.url('/not-theirs.xml'))).statusCode).toBe(403);
    const unreadable = await connect(created.id, headers, feeds.url('/missing-feed.xml'));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().field_codes.feed_url).toEqual(['feed_http_error']);
    expect(await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, created.id))).toEqual([]);
    expect(await t.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, created.id))).toEqual([]);
  });
});

describe('the daily read', () => {
  const runJobs = () => runDueJobs(jobContext, jobHandlers, { now, workerId: 'test' });

  it('reads each feed a day later with a conditional GET, then schedules the next read', async () => {
    const { headers } = await podcasterWithProfile(t);
    await importedPodcast(headers, '/daily.xml');
    now = new Date(now.getTime() + DAY);
    await runJobs();
    expect(feeds.log.filter((line) => line.endsWith('/daily.xml'))).toEqual(['200 /daily.xml', '304 /daily.xml']);
    now = new Date(now.getTime() + DAY);
    await runJobs();
    expect(feeds.log.filter((line) => line.endsWith('/daily.xml'))).toHaveLength(3);
  });

  it('marks a feed failing for a week and tells its owner once, then reads it again when it is back', async () => {
    const { user, headers } = await podcasterWithProfile(t);
    const created = await importedPodcast(headers, '/failing.xml');
    feeds.remove('/failing.xml');
    for (let day = 1; day <= 9; day += 1) {
      now = new Date(now.getTime() + DAY);
      await runJobs();
    }
    const [feed] = await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, created.id));
    expect(feed).toMatchObject({ lastError: expect.stringMatching(/404/), failingSince: expect.any(Date), failureNotifiedAt: expect.any(Date) });
    const notices = t.mail.messages.filter((mail) => mail.to === user.email && /cannot read the feed/.test(mail.subject));
    expect(notices).toHaveLength(1);
    const status = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${created.id}/feed/`, headers })).json();
    expect(status.failing_since).not.toBeNull();

    feeds.serve('/failing.xml', mindFeed());
    now = new Date(now.getTime() + DAY);
    await runJobs();
    const [back] = await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, created.id));
    expect(back).toMatchObject({ failingSince: null, lastError: null, failureNotifiedAt: null });
  });

  it('ends with the podcast: a deleted show is not read again', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = await importedPodcast(headers, '/deleted.xml');
    await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${created.id}/`, headers });
    now = new Date(now.getTime() + DAY);
    await runJobs();
    expect(feeds.log.filter((line) => line.endsWith('/deleted.xml'))).toEqual(['200 /deleted.xml']);
    const pending = await t.db.select().from(jobs).where(and(eq(jobs.kind, FEED_REFRESH_JOB), eq(jobs.payload, { podcastId: created.id })));
    expect(pending.every((job) => job.doneAt !== null)).toBe(true);
  });
});
