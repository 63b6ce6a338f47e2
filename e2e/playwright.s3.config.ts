import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { E2E_ADMIN } from './support/api';
import { E2E_S3, S3_API_URL, S3_BUCKET_URL, S3_SITE_URL } from './support/s3Env';

const root = join(__dirname, '..');
const bucketOrigin = new URL(S3_BUCKET_URL).origin;

/**
 * The upload journey with uploads in S3-compatible object storage: a fake S3 server (s3rver), the API with S3_BUCKET
 * and UPLOADS_PUBLIC_URL at the bucket, and the site allowing the bucket's origin for images (IMAGE_ORIGINS), each on
 * ports of its own. The browser settings are the other journeys'.
 */
export default defineConfig({
  ...baseConfig,
  testIgnore: [],
  testMatch: 'uploadsS3.spec.ts',
  outputDir: './test-results/s3',
  use: { ...baseConfig.use, baseURL: S3_SITE_URL },
  webServer: [
    {
      command: 'node support/s3Server.mjs',
      url: S3_BUCKET_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { S3_PORT: String(E2E_S3.s3Port), S3_BUCKET: E2E_S3.bucket, S3_DIR: E2E_S3.bucketDir },
    },
    {
      // A fresh data folder with one admin, then the API, which checks the bucket before it answers.
      command: [
        `rm -rf ${E2E_S3.dataDir}`,
        `node ${join(root, 'api/dist/cli/createAdmin.js')} --username ${E2E_ADMIN.username} --email ${E2E_ADMIN.email}`,
        `node ${join(root, 'api/dist/server.js')}`,
      ].join(' && '),
      url: `${S3_API_URL}/ready/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_S3.apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_S3.dataDir,
        PUBLIC_WEB_URL: S3_SITE_URL,
        PUBLIC_API_URL: `http://localhost:${E2E_S3.apiPort}`,
        RATE_LIMIT_AUTH_MAX: '1000',
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        JOBS_INTERVAL_MS: '1000',
        S3_BUCKET: E2E_S3.bucket,
        S3_ENDPOINT: bucketOrigin,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver's one account.
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        UPLOADS_PUBLIC_URL: S3_BUCKET_URL,
      },
    },
    {
      command: `node --import tsx ${join(root, 'shell/server/main.ts')}`,
      url: `${S3_SITE_URL}/remotes.json`,
      reuseExistingServer: false,
      env: {
        SITE_PORT: String(E2E_S3.sitePort),
        SITE_HOST: '127.0.0.1',
        PUBLIC_API_BASE_URL: S3_API_URL,
        IMAGE_ORIGINS: bucketOrigin,
      },
    },
  ],
});
