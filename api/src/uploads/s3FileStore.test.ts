import { buffer } from 'node:stream/consumers';
import { startS3Server, type TestS3Server } from '../testing/s3Server';
import { UPLOAD_CACHE_CONTROL } from './fileStore';
import { s3ClientOf, s3FileStore, type S3FileStore } from './s3FileStore';

let s3: TestS3Server;
let store: S3FileStore;
beforeAll(async () => {
  s3 = await startS3Server();
  store = s3FileStore(s3ClientOf(s3.settings), s3.settings.bucket, s3.publicUrl);
});
afterAll(async () => {
  store.close();
  await s3.close();
});

describe('the S3 file store', () => {
  it('stores an object with its type and a year of immutable caching, readable at its public address', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await store.save('podcasts/a1.webp', data);

    expect(store.urlOf('podcasts/a1.webp')).toBe(`${s3.publicUrl}/podcasts/a1.webp`);
    expect(store.urlOf(null)).toBeNull();
    const served = await fetch(store.urlOf('podcasts/a1.webp')!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(data);
  });

  it('opens an object as a stream with its headers, and tells a missing or unchanged one', async () => {
    const data = Buffer.from('profile picture bytes');
    await store.save('profiles/b2.webp', data);

    const opened = await store.open('profiles/b2.webp');
    if (typeof opened === 'string') throw new Error(`expected the object, got ${opened}`);
    expect(await buffer(opened.body)).toEqual(data);
    expect(opened).toMatchObject({ contentType: 'image/webp', contentLength: data.length, cacheControl: UPLOAD_CACHE_CONTROL });
    expect(opened.etag).toMatch(/^"[0-9a-f]+"$/);

    expect(await store.open('profiles/b2.webp', opened.etag)).toBe('not-modified');
    expect(await store.open('profiles/nothing-here.webp')).toBe('missing');
  });

  it('tells an object\'s size, null for a missing one', async () => {
    await store.save('podcasts/c3.webp', Buffer.alloc(1234, 7));
    expect(await store.sizeOf('podcasts/c3.webp')).toBe(1234);
    expect(await store.sizeOf('podcasts/none.webp')).toBeNull();
  });

  it('removes objects, and a removal of keys that name nothing succeeds (a retried job finishes)', async () => {
    await store.save('podcasts/d4.webp', Buffer.from('image'));
    await store.save('podcasts/d4-card.webp', Buffer.from('thumbnail'));
    await store.remove(['podcasts/d4.webp', 'podcasts/d4-card.webp']);
    expect(await s3.keys()).not.toEqual(expect.arrayContaining(['podcasts/d4.webp']));
    expect(await s3.keys()).not.toEqual(expect.arrayContaining(['podcasts/d4-card.webp']));
    await expect(store.remove(['podcasts/d4.webp', 'podcasts/d4-card.webp'])).resolves.toBeUndefined();
  });

  it('refuses keys that are not storage keys before any request', async () => {
    for (const key of ['../secret.webp', 'podcasts/../../x.webp', '/podcasts/a.webp', 'Podcasts/A.webp', 'podcasts/a']) {
      await expect(store.save(key, Buffer.from('x'))).rejects.toThrow('not a storage key');
      await expect(store.remove([key])).rejects.toThrow('not a storage key');
      await expect(store.open(key)).rejects.toThrow('not a storage key');
    }
  });

  it('checks the bucket: it answers, and a missing bucket or a refused key fails', async () => {
    await expect(store.checkBucket()).resolves.toBeUndefined();

    const missing = s3FileStore(s3ClientOf({ ...s3.settings, bucket: 'no-such-bucket' }), 'no-such-bucket', s3.publicUrl);
    await expect(missing.checkBucket()).rejects.toThrow();
    missing.close();

    const wrongKey = { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'not-the-secret' };
    const refused = s3FileStore(s3ClientOf({ ...s3.settings, credentials: wrongKey }), s3.settings.bucket, s3.publicUrl);
    await expect(refused.save('podcasts/e5.webp', Buffer.from('x'))).rejects.toThrow();
    refused.close();
    expect(await s3.keys()).not.toContain('podcasts/e5.webp');
  });
});
