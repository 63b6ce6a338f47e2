import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Config, S3Settings } from '../config';
import { s3ClientOf } from '../uploads/s3FileStore';

/** s3rver's one account: requests signed with other keys are refused. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** The bucket's settings as S3_BUCKET, S3_ENDPOINT and S3_FORCE_PATH_STYLE give them. */
  settings: S3Settings;
  /** The bucket's public address (s3rver answers unsigned reads), as UPLOADS_PUBLIC_URL would be. */
  publicUrl: string;
  /** Config overrides for buildTestApp: uploads in this bucket, browsers sent to the API's /media/ unless told. */
  config(options?: { publicUrl?: boolean }): Partial<Config>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A fake S3 server (s3rver) on loopback on a free port, on a temporary folder, with one empty bucket. */
export async function startS3Server(bucket = 'podbridge-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'podbridge-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs a bucket's own address (HeadBucket, listings) without the trailing slash the SDK sends, and so
    // refuses those requests; it still refuses an unknown access key.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS };
  const publicUrl = `${endpoint}/${bucket}`;
  const client = s3ClientOf(settings);
  return {
    settings,
    publicUrl,
    config: (options = {}) => ({ s3: settings, uploadsPublicUrl: options.publicUrl ? publicUrl : undefined }),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
