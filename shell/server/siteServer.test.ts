import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { buildSiteServer } from './siteServer';

async function site() {
  const shellDir = await mkdtemp(join(os.tmpdir(), 'podbridge-site-'));
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><title>PodBridge</title>');
  await writeFile(join(shellDir, 'main.0123456789.js'), 'console.log(1)');
  return buildSiteServer({
    shellDir,
    remotes: { experts: { url: 'https://cdn.podbridge.se/experts/remoteEntry.js' } },
    apiBaseUrl: 'https://api.podbridge.se/api',
  });
}

describe('the site server', () => {
  it('tells the browser to connect early to the API and to remotes on other origins, on every page', async () => {
    const app = await site();
    for (const url of ['/', '/experts/12']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers.link).toBe(
        '<https://api.podbridge.se>; rel=preconnect; crossorigin, <https://cdn.podbridge.se>; rel=preconnect; crossorigin',
      );
    }
    const script = await app.inject({ method: 'GET', url: '/main.0123456789.js' });
    expect(script.headers.link).toBeUndefined();
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });
});
