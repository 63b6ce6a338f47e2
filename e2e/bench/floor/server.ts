import { brotliCompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { FLOOR_PREFIX } from './build';

/** The site's one script tag, which the floor page points at its own entry instead. */
const SITE_ENTRY = /<script defer src=\/main\.js><\/script>/;

/**
 * Turns a page the site served into its floor: the same document (its markup, styles, data and images, so it paints
 * what the page paints) with the site's entry script swapped for the floor's.
 */
export function floorPageOf(html: string): string {
  if (!SITE_ENTRY.test(html))
    throw new Error('The page has no <script defer src=/main.js>: the floor cannot stand in for it');
  return html.replace(SITE_ENTRY, `<script defer src=${FLOOR_PREFIX}main.js></script>`);
}

/**
 * Serves the floor pages on `port`: `/<path>` is the site's page at `/<path>` (read from `siteUrl` at each request,
 * as a visitor would get it) with the floor's scripts, which are served from `floorDir` under /floor/, compressed as
 * the site compresses its own.
 */
export async function startFloorServer(siteUrl: string, floorDir: string, port: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: floorDir,
    prefix: FLOOR_PREFIX,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.setHeader('cache-control', 'no-cache'),
  });
  app.get('/*', async (request, reply) => {
    const page = await fetch(`${siteUrl}${request.url}`, {
      headers: { 'accept-language': request.headers['accept-language'] ?? 'en' },
    });
    const html = floorPageOf(await page.text());
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html));
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
