import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../testing/s3Server';
import { UPLOAD_CACHE_CONTROL } from '../uploads/fileStore';
import { copyLocalUploads } from '../uploads/migrate';
import { s3ClientOf, s3FileStore, type S3FileStore } from '../uploads/s3FileStore';

const API_ROOT = path.resolve(__dirname, '..', '..');

let s3: TestS3Server;
let bucket: S3FileStore;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3FileStore(s3ClientOf(s3.settings), s3.settings.bucket, s3.publicUrl);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-migrate-'));
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = async (key: string, data: Buffer | string) => {
  const file = path.join(dataDir, 'uploads', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
};

/** `npm run uploads:migrate -w api` as an operator runs it, with the given environment; its exit code and output. */
async function migrate(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(API_ROOT, '..', 'node_modules', '.bin', 'tsx');
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [path.join(API_ROOT, 'src/cli/uploadsMigrate.ts')], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const bucketEnv = () => ({
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.settings.endpoint!,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
});

describe('npm run uploads:migrate', () => {
  it('copies every local upload into the bucket, then copies only what changed when run again', async () => {
    await upload('podcasts/1111-cover.webp', Buffer.alloc(3000, 1));
    await upload('podcasts/1111-cover-card.webp', Buffer.alloc(800, 2));
    await upload('profiles/2222.webp', Buffer.alloc(500, 3));
    await upload('.DS_Store', 'Finder was here');

    const first = await migrate(bucketEnv());
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('Copied 3, already there 0, failed 0 (of 3 uploads).');
    expect(first.stdout).toContain('Left out (not uploads): .DS_Store');
    expect(await s3.keys()).toEqual(['podcasts/1111-cover-card.webp', 'podcasts/1111-cover.webp', 'profiles/2222.webp']);
    const served = await fetch(`${s3.publicUrl}/podcasts/1111-cover.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.alloc(3000, 1));

    const again = await migrate(bucketEnv());
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain('Copied 0, already there 3, failed 0 (of 3 uploads).');

    // A file that differs in size from its object (a copy cut short) is copied again; a new one is added.
    await upload('profiles/2222.webp', Buffer.alloc(700, 4));
    await upload('profiles/3333.webp', Buffer.alloc(10, 5));
    const third = await migrate(bucketEnv());
    expect(third.stdout).toContain('Copied 2, already there 2, failed 0 (of 4 uploads).');
    expect(await bucket.sizeOf('profiles/2222.webp')).toBe(700);
  });

  it('exits non-zero without a bucket, or when the bucket does not answer, copying nothing', async () => {
    const noBucket = await migrate({});
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain('S3_BUCKET is not set');

    const wrongBucket = await migrate({ ...bucketEnv(), S3_BUCKET: 'no-such-bucket' });
    expect(wrongBucket.code).toBe(1);
    expect(wrongBucket.stderr).toContain('Could not reach the bucket "no-such-bucket"');
    expect(wrongBucket.stderr).toContain('Nothing was copied.');

    const badConfig = await migrate({ ...bucketEnv(), S3_FORCE_PATH_STYLE: 'maybe' });
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr).toContain('S3_FORCE_PATH_STYLE must be true or false');
  });
});

describe('copying local uploads', () => {
  it('goes on past a file that fails and reports it', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'podbridge-copy-'));
    try {
      for (const key of ['podcasts/a.webp', 'podcasts/b.webp', 'podcasts/c.webp']) {
        await mkdir(path.join(folder, 'podcasts'), { recursive: true });
        await writeFile(path.join(folder, key), key);
      }
      const flaky: Pick<S3FileStore, 'save' | 'sizeOf'> = {
        sizeOf: async () => null,
        save: async (key, data) => (key === 'podcasts/b.webp' ? Promise.reject(new Error('SlowDown')) : bucket.save(`copy/${key}`, data)),
      };
      const summary = await copyLocalUploads(folder, flaky);
      expect(summary).toEqual({
        copied: ['podcasts/a.webp', 'podcasts/c.webp'],
        skipped: [],
        ignored: [],
        failed: [{ key: 'podcasts/b.webp', reason: 'Error: SlowDown' }],
      });
      expect(await copyLocalUploads(path.join(folder, 'missing'), flaky)).toEqual({ copied: [], skipped: [], ignored: [], failed: [] });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
