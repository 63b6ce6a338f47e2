import { join } from 'node:path';

/**
 * Ports and folders of the uploads-in-object-storage journey (playwright.s3.config.ts): its own API, site and fake
 * S3 server (s3rver), on ports of their own.
 */
export const E2E_S3 = {
  apiPort: 8150,
  sitePort: 3150,
  s3Port: 8159,
  bucket: 'podbridge-e2e',
  dataDir: join(__dirname, '..', '.data', 's3-site'),
  /** s3rver's own folder: the bucket's objects. */
  bucketDir: join(__dirname, '..', '.data', 's3-bucket'),
} as const;

export const S3_SITE_URL = `http://localhost:${E2E_S3.sitePort}`;
export const S3_API_URL = `http://localhost:${E2E_S3.apiPort}/api`;
/** Where browsers load uploads from (UPLOADS_PUBLIC_URL): the bucket's own address, as a public bucket's would be. */
export const S3_BUCKET_URL = `http://127.0.0.1:${E2E_S3.s3Port}/${E2E_S3.bucket}`;
