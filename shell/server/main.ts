import { join, resolve } from 'node:path';
import { preferredLanguage } from '@podbridge/shared/languages';
import { REMOTE_NAMES } from '@podbridge/shared/types';
import { firstRequestsOf, remoteOf } from './remoteOf';
import { buildSiteServer, type RemoteDeployment } from './siteServer';

/**
 * Serves the production build of the site. Environment: SITE_PORT (3000), SITE_HOST (0.0.0.0),
 * PUBLIC_API_BASE_URL (http://localhost:8000/api), REMOTE_<NAME>_URL to take a remote from elsewhere,
 * REMOTE_<NAME>_DIR and SHELL_DIR to serve a build from another folder than the package's dist (a release kept
 * beside the current one), IMAGE_ORIGINS (comma-separated extra image origins).
 */
const env = process.env;
const root = resolve(__dirname, '..', '..');
const port = Number(env.SITE_PORT ?? 3000);
const host = env.SITE_HOST ?? '0.0.0.0';

const remotes: Record<string, RemoteDeployment> = {};
for (const name of REMOTE_NAMES) {
  const url = env[`REMOTE_${name.toUpperCase()}_URL`];
  const dir = env[`REMOTE_${name.toUpperCase()}_DIR`];
  remotes[name] = url ? { url } : { dir: dir ? resolve(dir) : join(root, `mfe-${name}`, 'dist') };
}

async function main(): Promise<void> {
  const app = await buildSiteServer({
    shellDir: env.SHELL_DIR ? resolve(env.SHELL_DIR) : join(root, 'shell', 'dist'),
    remotes,
    apiBaseUrl: env.PUBLIC_API_BASE_URL ?? 'http://localhost:8000/api',
    imageOrigins: (env.IMAGE_ORIGINS ?? 'https://res.cloudinary.com').split(',').filter(Boolean),
    logger: env.SITE_LOG === '1',
    remoteOf,
    firstRequestsOf,
    languageOf: preferredLanguage,
    warmRenders: true,
  });
  await app.listen({ port, host });
  console.log(`PodBridge site at http://localhost:${port}`);
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
