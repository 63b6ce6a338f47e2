import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { jobs, podcasts } from '../db/schema';
import { jobHandlers } from '../jobs/handlers';
import { jobContextOf, runDueJobs } from '../jobs/runner';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { expertFields } from '../testing/experts';
import { categoryId, formOf, pngImage, podcasterWithProfile } from '../testing/podcasts';
import { startS3Server, type TestS3Server } from '../testing/s3Server';
import { loginAs } from '../testing/users';
import { UPLOAD_CACHE_CONTROL, type FileStore } from './fileStore';
import { thumbnailKeyOf } from './images';
import { DELETE_UPLOADS_JOB } from './removal';

/** The upload journeys of the API with S3_BUCKET set (s3rver) and UPLOADS_PUBLIC_URL at the bucket's address. */
let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp(s3.config({ publicUrl: true }));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

type Headers = { authorization: string };
const createPodcast = async (headers: Headers, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/podcasts/create/',
    headers,
    payload: formOf({ title: 'Molnpodden', description: 'Om moln.', category_id: await categoryId(t, 'Design'), ...fields }),
  });
const replaceCover = async (id: number, headers: Headers, image: Buffer) =>
  t.app.inject({ method: 'PUT', url: `/api/podcasts/${id}/`, headers, payload: formOf({ image }) });
const bucketBytes = async (key: string) => {
  const response = await fetch(`${s3.publicUrl}/${key}`);
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
};
const podcastKeys = async () => (await s3.keys()).filter((key) => key.startsWith('podcasts/'));

describe('uploads in object storage', () => {
  it('stores a cover and its card thumbnail in the bucket (nothing on disk), loaded from the bucket URL and /media/', async () => {
    const { headers } = await podcasterWithProfile(t);
    const response = await createPodcast(headers, { image: await pngImage(2000) });
    expect(response.statusCode).toBe(201);
    const podcast = response.json<{ image: string; image_url: string; thumbnail_url: string }>();
    expect(podcast.image).toMatch(/^podcasts\/[\w-]+\.webp$/);
    expect(podcast.image_url).toBe(`${s3.publicUrl}/${podcast.image}`);
    expect(podcast.thumbnail_url).toBe(`${s3.publicUrl}/${thumbnailKeyOf(podcast.image)}`);
    expect(await s3.keys()).toEqual(expect.arrayContaining([podcast.image, thumbnailKeyOf(podcast.image)]));
    await expect(readdir(path.join(t.dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });

    // What browsers load from UPLOADS_PUBLIC_URL: the re-encoded image, typed and cached for a year.
    const fromBucket = await fetch(podcast.image_url);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/webp');
    expect(fromBucket.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    const image = Buffer.from(await fromBucket.arrayBuffer());
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 1400, height: 1400 });
    expect(await sharp((await bucketBytes(thumbnailKeyOf(podcast.image)))!).metadata()).toMatchObject({ width: 400, height: 400 });

    // Through the API without a public address: the same bytes, streamed from the bucket.
    const served = await t.app.inject({ method: 'GET', url: `/media/${podcast.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
    expect(served.headers['content-length']).toBe(String(image.length));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(image);
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/${podcast.image}`,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    for (const url of ['/media/podcasts/not-there.webp', '/media/../secret.webp', '/media/podcasts/%2e%2e%2fx.webp', '/media/']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect([url, missing.statusCode]).toEqual([url, 404]);
    }
  });

  it('replaces a cover: the old objects stay until the removal job runs, then only the new ones are left', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = (await createPodcast(headers, { image: await pngImage() })).json<{ id: number; image: string }>();
    const updated = await replaceCover(created.id, headers, await pngImage(500));
    expect(updated.statusCode).toBe(200);
    const image = updated.json<{ image: string }>().image;
    expect(image).not.toBe(created.image);

    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.kind, DELETE_UPLOADS_JOB), isNull(jobs.doneAt)));
    expect(job?.payload).toEqual({ keys: [created.image, thumbnailKeyOf(created.image)] });
    expect(await bucketBytes(created.image)).not.toBeNull();
    expect(await t.runJobs()).toMatchObject({ failed: 0 });
    expect(await bucketBytes(created.image)).toBeNull();
    expect(await bucketBytes(thumbnailKeyOf(created.image))).toBeNull();
    expect(await bucketBytes(image)).not.toBeNull();
    expect(await bucketBytes(thumbnailKeyOf(image))).not.toBeNull();
  });

  it('deletes a podcast\'s objects through a job that is retried while the bucket fails', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = (await createPodcast(headers, { image: await pngImage() })).json<{ id: number; image: string }>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${created.id}/`, headers })).statusCode).toBe(204);
    expect(await t.db.select().from(podcasts).where(eq(podcasts.id, created.id))).toEqual([]);

    const failing: FileStore = { ...t.app.files, remove: async () => Promise.reject(new Error('bucket unreachable')) };
    const now = new Date();
    const firstRun = await runDueJobs({ ...jobContextOf(t.app), files: failing }, jobHandlers, { now, workerId: 'test' });
    expect(firstRun).toEqual({ succeeded: 0, failed: 1 });
    expect(await bucketBytes(created.image)).not.toBeNull();
    const [waiting] = await t.db.select().from(jobs).where(and(eq(jobs.kind, DELETE_UPLOADS_JOB), isNull(jobs.doneAt)));
    expect(waiting).toMatchObject({ doneAt: null, lastError: 'bucket unreachable', attempts: 1 });

    // The runner's next try, after the retry delay, finds the bucket back.
    expect(await t.runJobs(new Date(now.getTime() + 2 * 60_000))).toEqual({ succeeded: 1, failed: 0 });
    expect(await bucketBytes(created.image)).toBeNull();
    expect(await bucketBytes(thumbnailKeyOf(created.image))).toBeNull();
  });

  it('leaves no object for an invalid image, a refused replacement or a file over 10 MB', async () => {
    const owner = await podcasterWithProfile(t);
    const other = await podcasterWithProfile(t);
    const created = (await createPodcast(owner.headers, { image: await pngImage() })).json<{ id: number; image: string }>();
    const before = await s3.keys();

    const text = await createPodcast(owner.headers, { image: { file: Buffer.from('not an image'), name: 'cover.png', type: 'image/png' } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ image: ['Upload a valid image: PNG, JPEG, GIF or WebP.'] });
    const huge = await createPodcast(owner.headers, { image: { file: Buffer.alloc(11 * 1024 * 1024, 1), name: 'big.png' } });
    expect(huge.statusCode).toBe(413);
    // Another podcaster cannot see the pending show, let alone change its cover.
    const refused = await replaceCover(created.id, other.headers, await pngImage());
    expect(refused.statusCode).toBe(404);

    expect(await s3.keys()).toEqual(before);
    const [row] = await t.db.select({ image: podcasts.image }).from(podcasts).where(eq(podcasts.id, created.id));
    expect(row?.image).toBe(created.image);
  });

  it('removes the stored objects again when the database write after the upload fails', async () => {
    const { headers } = await podcasterWithProfile(t);
    const before = await podcastKeys();
    // The row is written, then the unknown topic rolls the transaction back: the cover was already in the bucket.
    const response = await createPodcast(headers, { title: 'Rullas tillbaka', image: await pngImage(), guest_topic_ids: '999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ guest_topic_ids: ['Invalid topic.'] });
    expect(await t.db.select().from(podcasts).where(eq(podcasts.title, 'Rullas tillbaka'))).toEqual([]);
    expect(await podcastKeys()).toEqual(before);
  });

  it('keeps profile pictures in the bucket and replaces them through the job too', async () => {
    const expert = await loginAs(t, 'expert');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/experts/create/',
      headers: expert.headers,
      payload: formOf(expertFields({ profile_picture: await pngImage(900) })),
    });
    expect(created.statusCode).toBe(201);
    const picture = created.json<{ profile_picture: string; profile_picture_url: string }>();
    expect(picture.profile_picture_url).toBe(`${s3.publicUrl}/${picture.profile_picture}`);
    expect(await sharp((await bucketBytes(picture.profile_picture))!).metadata()).toMatchObject({ width: 800, height: 800 });

    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/api/experts/my-profile/',
      headers: expert.headers,
      payload: formOf({ profile_picture: await pngImage() }),
    });
    expect(replaced.statusCode).toBe(200);
    await t.runJobs();
    expect(await bucketBytes(picture.profile_picture)).toBeNull();
    expect(await bucketBytes(replaced.json<{ profile_picture: string }>().profile_picture)).not.toBeNull();
  });
});

describe('readiness with a bucket', () => {
  it('answers ready while the bucket answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 naming the uploads bucket once it stops answering', async () => {
    const other = await startS3Server('podbridge-other');
    const app = await buildTestApp(other.config());
    try {
      expect((await app.app.inject({ method: 'GET', url: '/api/ready/' })).statusCode).toBe(200);
      await other.close();
      const response = await app.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'not_ready', detail: 'Not ready: uploads bucket unreachable.' });
    } finally {
      await app.close();
    }
  });
});
