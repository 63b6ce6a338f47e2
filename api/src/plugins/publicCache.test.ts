import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { podcasts } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addPodcast, podcasterWithProfile } from '../testing/podcasts';
import { loginAs } from '../testing/users';
import publicCache from './publicCache';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let podcaster: Awaited<ReturnType<typeof podcasterWithProfile>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  podcaster = await podcasterWithProfile(t);
  await addPodcast(t, podcaster.headers, { title: 'Cached show' }, { approvedBy: admin.headers });
});
afterAll(() => t.close());

const titles = (body: { results: { title: string }[] }) => body.results.map((podcast) => podcast.title).sort();
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the public answers cache', () => {
  it('answers an anonymous repeat from memory, with an ETag a browser revalidates for a 304', async () => {
    const first = await get(t.app, '/api/podcasts/?search=Cached');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    // Changed behind the API's back: the kept answer is what a repeat gets (a write through the API clears it).
    await t.db.update(podcasts).set({ title: 'Renamed in the database' }).where(eq(podcasts.title, 'Cached show'));
    const repeat = await get(t.app, '/api/podcasts/?search=Cached');
    expect(repeat.headers['x-cache']).toBe('HIT');
    expect(repeat.body).toBe(first.body);

    const revalidated = await get(t.app, '/api/podcasts/?search=Cached', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await t.db.update(podcasts).set({ title: 'Cached show' }).where(eq(podcasts.title, 'Renamed in the database'));
  });

  it('sends a kept answer compressed as the client asks, compressing it once', async () => {
    await addPodcast(
      t,
      podcaster.headers,
      { title: 'A'.repeat(150), description: 'Long enough to compress. '.repeat(60) },
      { approvedBy: admin.headers },
    );
    const plain = await get(t.app, '/api/podcasts/');
    expect(plain.headers['x-cache']).toBe('MISS');
    const brotli = await get(t.app, '/api/podcasts/', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(brotli.headers).toMatchObject({ 'x-cache': 'HIT', 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get(t.app, '/api/podcasts/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const identity = await get(t.app, '/api/podcasts/', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('never keeps or serves an answer to a signed-in request', async () => {
    const signedIn = await get(t.app, '/api/podcasts/', podcaster.headers);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers.etag).toBeUndefined();
    // Routes whose answers depend on the viewer are not cached at all.
    const mine = await get(t.app, '/api/podcasts/my-podcasts/', podcaster.headers);
    expect(mine.headers['x-cache']).toBeUndefined();
  });

  it('shows a write at once on this instance and, through NOTIFY, on another', async () => {
    const other = await t.addInstance();
    const before = await get(other, '/api/podcasts/');
    expect((await get(other, '/api/podcasts/')).headers['x-cache']).toBe('HIT');
    await get(t.app, '/api/podcasts/');

    await addPodcast(t, podcaster.headers, { title: 'Brand new show' }, { approvedBy: admin.headers });

    const here = await get(t.app, '/api/podcasts/');
    expect(here.headers['x-cache']).toBe('MISS');
    expect(titles(here.json())).toContain('Brand new show');
    // The notice arrives once the write's connection has sent it: ask until it has (at most 2 seconds).
    let there: string[] = [];
    for (let attempt = 0; attempt < 40 && !there.includes('Brand new show'); attempt += 1) {
      there = titles((await get(other, '/api/podcasts/')).json());
      if (!there.includes('Brand new show')) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(there).toContain('Brand new show');
    expect(titles(before.json())).not.toContain('Brand new show');
  });

  it('keeps nothing when turned off', async () => {
    const uncached = await buildTestApp({ publicCacheTtlMs: 0 });
    try {
      await get(uncached.app, '/api/podcasts/');
      const again = await get(uncached.app, '/api/podcasts/');
      expect(again.headers['x-cache']).toBeUndefined();
      expect(again.headers.etag).toBeUndefined();
    } finally {
      await uncached.close();
    }
  });

  it('is not cleared by writes that change nothing public', async () => {
    await get(t.app, '/api/podcasts/featured/');
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Ada', email: 'ada@example.se', subject: 'Hi', message: 'Hello there, PodBridge!' },
    });
    expect((await get(t.app, '/api/podcasts/featured/')).headers['x-cache']).toBe('HIT');
  });

  it('stays when a podcast is created (it waits for review) and clears when an admin approves it', async () => {
    await get(t.app, '/api/podcasts/');
    const created = await addPodcast(t, podcaster.headers, { title: 'Waiting show' });
    const whileWaiting = await get(t.app, '/api/podcasts/');
    expect(whileWaiting.headers['x-cache']).toBe('HIT');
    expect(titles(whileWaiting.json())).not.toContain('Waiting show');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${created.id}/approve/`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBeLessThan(300);
    const afterApproval = await get(t.app, '/api/podcasts/');
    expect(afterApproval.headers['x-cache']).toBe('MISS');
    expect(titles(afterApproval.json())).toContain('Waiting show');
  });
});

describe('the public answers cache on its own', () => {
  it('keeps at most its size in bytes, dropping the least recently used', async () => {
    const app = Fastify();
    await app.register(fp(async (instance) => void instance.decorate('db', {} as never), { name: 'database' }));
    // Room for about three 10,000-character answers (20 KB each in memory).
    await app.register(publicCache, { maxBytes: 70_000 });
    app.get('/api/items/:id/', { config: { publicCache: true } }, async (request) => ({
      id: (request.params as { id: string }).id,
      text: 'x'.repeat(10_000),
    }));
    const cacheOf = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/items/${id}/` })).headers['x-cache'];
    for (const id of [1, 2, 3]) expect(await cacheOf(id)).toBe('MISS');
    expect(await cacheOf(1)).toBe('HIT');
    expect(await cacheOf(4)).toBe('MISS');
    // 2, used least recently, made room for 4; 4 stays kept when 2 comes back.
    expect(await cacheOf(2)).toBe('MISS');
    expect(await cacheOf(4)).toBe('HIT');
    await app.close();
  });
});
