import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { FieldErrors } from '../errors';
import uploads, { UploadsBucketError } from '../plugins/uploads';
import { pngImage } from '../testing/podcasts';
import { startS3Server, type TestS3Server } from '../testing/s3Server';
import { configuredStore } from './configuredStore';
import type { FileStore } from './fileStore';
import { PODCAST_COVER, storeImage, thumbnailKeyOf } from './images';
import { deleteUploads } from './removal';
import { s3ClientOf, s3FileStore, type S3FileStore } from './s3FileStore';

let s3: TestS3Server;
let bucket: S3FileStore;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3FileStore(s3ClientOf(s3.settings), s3.settings.bucket, s3.publicUrl);
});
afterAll(async () => {
  bucket.close();
  await s3.close();
});

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('uploads configuration', () => {
  it('keeps uploads in the local folder, served by the API, without S3_BUCKET', () => {
    expect(loadConfig({})).toMatchObject({ s3: undefined, uploadsPublicUrl: undefined });
  });

  it('reads the bucket, its endpoint, region, path style and credentials', () => {
    const config = loadConfig({
      S3_BUCKET: 'podbridge-uploads',
      S3_ENDPOINT: 'https://s3.example.se/',
      S3_REGION: 'eu-north-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      UPLOADS_PUBLIC_URL: 'https://cdn.example.se/uploads/',
    });
    expect(config.s3).toEqual({
      bucket: 'podbridge-uploads',
      endpoint: 'https://s3.example.se',
      region: 'eu-north-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    expect(config.uploadsPublicUrl).toBe('https://cdn.example.se/uploads');
    // Without keys the SDK finds its own (a profile, a container or instance role); AWS S3 itself, us-east-1.
    expect(loadConfig({ S3_BUCKET: 'podbridge' }).s3).toEqual({
      bucket: 'podbridge',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names every bad variable', () => {
    expect(problemsOf({ S3_BUCKET: 'Not_A_Bucket' })).toEqual([expect.stringContaining('S3_BUCKET must be a bucket name')]);
    expect(problemsOf({ S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x' })).toEqual([expect.stringContaining('S3_ENDPOINT must be')]);
    expect(problemsOf({ S3_BUCKET: 'ok-bucket', S3_REGION: 'EU North' })).toEqual([expect.stringContaining('S3_REGION must be')]);
    expect(problemsOf({ S3_BUCKET: 'ok-bucket', S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      expect.stringContaining('S3_FORCE_PATH_STYLE must be true or false'),
    ]);
    expect(problemsOf({ S3_BUCKET: 'ok-bucket', AWS_ACCESS_KEY_ID: 'only-the-id' })).toEqual([
      expect.stringContaining('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together'),
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'https://s3.example.se' })).toEqual([expect.stringContaining('S3_ENDPOINT only apply with S3_BUCKET')]);
    expect(problemsOf({ UPLOADS_PUBLIC_URL: 'cdn.example.se' })).toEqual([expect.stringContaining('UPLOADS_PUBLIC_URL must be')]);
  });

  it('sends browsers to UPLOADS_PUBLIC_URL when set, else to the API\'s /media/, for either store', () => {
    const local = { directory: '/tmp/uploads', publicApiUrl: 'https://api.example.se' };
    expect(configuredStore(local).files.urlOf('podcasts/a.webp')).toBe('https://api.example.se/media/podcasts/a.webp');
    const cdn = configuredStore({ ...local, publicUrl: 'https://cdn.example.se' });
    expect(cdn.files.urlOf('podcasts/a.webp')).toBe('https://cdn.example.se/podcasts/a.webp');
    const inBucket = configuredStore({ ...local, s3: s3.settings });
    expect(inBucket.kind).toBe('s3');
    expect(inBucket.files.urlOf('podcasts/a.webp')).toBe('https://api.example.se/media/podcasts/a.webp');
    if (inBucket.kind === 's3') inBucket.files.close();
  });
});

describe('storing an image', () => {
  it('removes the stored image again when its thumbnail cannot be stored', async () => {
    const saved: string[] = [];
    const thumbnailFails: FileStore = {
      ...bucket,
      async save(key, data) {
        if (key.endsWith('-card.webp')) throw new Error('bucket full');
        saved.push(key);
        await bucket.save(key, data);
      },
    };
    await expect(storeImage(thumbnailFails, await pngImage(), PODCAST_COVER, 'image')).rejects.toThrow('bucket full');
    expect(saved).toHaveLength(1);
    expect(await bucket.sizeOf(saved[0]!)).toBeNull();
    expect(await bucket.sizeOf(thumbnailKeyOf(saved[0]!))).toBeNull();
  });

  it('stores nothing for a file that is not an image', async () => {
    const before = await s3.keys();
    await expect(storeImage(bucket, Buffer.from('GIF89a but not really'), PODCAST_COVER, 'image')).rejects.toBeInstanceOf(FieldErrors);
    expect(await s3.keys()).toEqual(before);
  });
});

describe('the removal job', () => {
  it('refuses a payload that is not a list of storage keys, and removes nothing', async () => {
    await bucket.save('podcasts/kept.webp', Buffer.from('x'));
    const ctx = { files: bucket };
    for (const keys of [undefined, 'podcasts/kept.webp', ['../etc/passwd'], [42]]) {
      await expect(deleteUploads(ctx, { keys })).rejects.toThrow('needs a list of storage keys');
    }
    expect(await bucket.sizeOf('podcasts/kept.webp')).toBe(1);
    await deleteUploads(ctx, { keys: ['podcasts/kept.webp'] });
    expect(await bucket.sizeOf('podcasts/kept.webp')).toBeNull();
  });
});

describe('starting with a bucket', () => {
  const startWith = async (settings: TestS3Server['settings']) => {
    const app = Fastify();
    app.decorate('dependencyChecks', new Map<string, () => Promise<unknown>>());
    try {
      await app.register(uploads, { directory: '/nonexistent', publicApiUrl: 'http://localhost:8000', s3: settings });
      await app.ready();
      return app;
    } catch (error) {
      await app.close();
      throw error;
    }
  };

  it('registers the bucket with readiness', async () => {
    const app = await startWith(s3.settings);
    expect([...app.dependencyChecks.keys()]).toEqual(['uploads bucket']);
    await expect(app.dependencyChecks.get('uploads bucket')!()).resolves.toBeUndefined();
    await app.close();
  });

  it('refuses to start when the bucket does not answer, naming it', async () => {
    await expect(startWith({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(UploadsBucketError);
    await expect(startWith({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      `Could not reach the uploads bucket S3_BUCKET="no-such-bucket" at ${s3.settings.endpoint}`,
    );
  });
});
