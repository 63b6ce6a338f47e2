import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface RemoteDeployment {
  /** Folder of the remote's build (its `dist/`), served under `/remotes/<name>/`. */
  dir?: string;
  /** Where the remote is deployed elsewhere (another origin or CDN): listed in `remotes.json` as is. */
  url?: string;
}

export interface SiteServerOptions {
  shellDir: string;
  remotes: Record<string, RemoteDeployment>;
  apiBaseUrl: string;
  /** Extra origins images may come from (the cloud image service). */
  imageOrigins?: string[];
  logger?: boolean;
}

const HASHED_ASSET = /\.[0-9a-f]{10}\.js(\.map)?$/;
const ONE_YEAR = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: { setHeader: (name: string, value: string) => void }, path: string): void {
  res.setHeader('Cache-Control', HASHED_ASSET.test(path) ? ONE_YEAR : 'no-cache');
}

/** The API origin plus the websocket origin of the same host, for the content security policy. */
function apiOrigins(apiBaseUrl: string): string[] {
  const url = new URL(apiBaseUrl);
  const ws = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  return [url.origin, ws];
}

/**
 * The site: the shell at `/` with an SPA fallback, each remote as its own deployable under `/remotes/<name>/`,
 * `remotes.json` (the deployment manifest the shell reads at start) and `config.json` (where the API is).
 */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const [apiOrigin, apiSocket] = apiOrigins(options.apiBaseUrl);
  const remoteOrigins = Object.values(options.remotes)
    .map((remote) => (remote.url ? new URL(remote.url).origin : null))
    .filter((origin): origin is string => !!origin);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        // styled-components injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', apiOrigin!, ...(options.imageOrigins ?? [])],
        mediaSrc: ["'self'", 'https:', apiOrigin!],
        connectSrc: ["'self'", apiOrigin!, apiSocket!, ...remoteOrigins],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", 'https://open.spotify.com', 'https://w.soundcloud.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Pages open the connection to the API while the browser still reads the HTML: the first API call (the page's
  // data) saves the DNS, TCP and TLS round trips. Remote entries come from this origin unless deployed elsewhere.
  const preconnect = [apiOrigin!, ...remoteOrigins]
    .map((origin) => `<${origin}>; rel=preconnect; crossorigin`)
    .join(', ');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('link', preconnect);
    return payload;
  });

  app.get('/remotes.json', async (_request, reply) => {
    const manifest: Record<string, string> = {};
    for (const [name, remote] of Object.entries(options.remotes)) {
      if (remote.url) manifest[name] = remote.url;
      else if (remote.dir && existsSync(join(remote.dir, 'remoteEntry.js'))) {
        manifest[name] = `/remotes/${name}/remoteEntry.js`;
      }
    }
    return reply.header('Cache-Control', 'no-cache').send(manifest);
  });

  app.get('/config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send({ apiBaseUrl: options.apiBaseUrl }),
  );

  for (const [name, remote] of Object.entries(options.remotes)) {
    if (!remote.dir) continue;
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        setCacheHeaders(res, path);
        // A remote may be loaded by a shell on another origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/remotes/') && !/\.\w+$/.test(request.url.split('?')[0]!);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.shellDir);
  });

  return app;
}
