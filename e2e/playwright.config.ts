import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './support/api';
import { API_URL, E2E, SITE_URL } from './support/env';

const root = join(__dirname, '..');
const siteServer = `node --import tsx ${join(root, 'shell/server/main.ts')}`;

/** Journeys in Debian's Chromium against the production build, served as `npm start` serves it. */
export default defineConfig({
  testDir: './tests',
  // The journey with uploads in object storage runs against servers of its own: playwright.s3.config.ts.
  testIgnore: 'uploadsS3.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: SITE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A fresh data folder with one admin (the journeys sign in as it), then the API.
      command: [
        `rm -rf ${E2E.dataDir}`,
        `node ${join(root, 'api/dist/cli/createAdmin.js')} --username ${E2E_ADMIN.username} --email ${E2E_ADMIN.email}`,
        `node ${join(root, 'api/dist/server.js')}`,
      ].join(' && '),
      url: `${API_URL}/health/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E.apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: E2E.dataDir,
        PUBLIC_WEB_URL: SITE_URL,
        PUBLIC_API_URL: `http://localhost:${E2E.apiPort}`,
        CORS_ORIGIN: [SITE_URL, ...[E2E.brokenSitePort, ...E2E.drillSitePorts].map((port) => `http://localhost:${port}`)].join(','),
        RATE_LIMIT_AUTH_MAX: '1000',
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        // Emails (booking invites) leave within a second, and journeys can move the API's clock (support/clock.ts).
        JOBS_INTERVAL_MS: '1000',
        CLOCK_OFFSET_FILE: E2E.clockOffsetFile,
        // Journeys serve shows' RSS feeds on loopback (support/feeds.ts); the feed reader refuses loopback otherwise.
        FEED_ALLOWED_HOSTS: `127.0.0.1:${E2E.feedPort}`,
      },
    },
    {
      command: siteServer,
      url: `${SITE_URL}/remotes.json`,
      reuseExistingServer: false,
      env: { SITE_PORT: String(E2E.sitePort), SITE_HOST: '127.0.0.1', PUBLIC_API_BASE_URL: API_URL },
    },
    {
      command: siteServer,
      url: `http://localhost:${E2E.brokenSitePort}/remotes.json`,
      reuseExistingServer: false,
      env: {
        SITE_PORT: String(E2E.brokenSitePort),
        SITE_HOST: '127.0.0.1',
        PUBLIC_API_BASE_URL: API_URL,
        REMOTE_PODCASTS_URL: `http://localhost:${E2E.brokenSitePort}/remotes/podcasts-gone/remoteEntry.js`,
        REMOTE_MESSAGING_URL: `http://localhost:${E2E.brokenSitePort}/remotes/messaging-gone/remoteEntry.js`,
        REMOTE_ADMIN_URL: `http://localhost:${E2E.brokenSitePort}/remotes/admin-gone/remoteEntry.js`,
      },
    },
  ],
});
