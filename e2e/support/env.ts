import { join } from 'node:path';

/** Ports and folders of the servers the journeys run against (see playwright.config.ts). */
export const E2E = {
  apiPort: 8100,
  sitePort: 3100,
  /** A second site whose podcasts remote points at files that are not there. */
  brokenSitePort: 3101,
  /** Sites that release drills start beside the others, one per drill (tests/releases.spec.ts). */
  drillSitePorts: [3102, 3103, 3104],
  /** Where journeys serve podcast feeds (loopback, allowed to the API's feed reader by FEED_ALLOWED_HOSTS). */
  feedPort: 8109,
  dataDir: join(__dirname, '..', '.data'),
  /** Milliseconds the API's clock runs ahead (CLOCK_OFFSET_FILE); inside dataDir, so every run starts at 0. */
  clockOffsetFile: join(__dirname, '..', '.data', 'clock-offset'),
} as const;

export const SITE_URL = `http://localhost:${E2E.sitePort}`;
export const BROKEN_SITE_URL = `http://localhost:${E2E.brokenSitePort}`;
export const API_URL = `http://localhost:${E2E.apiPort}/api`;
