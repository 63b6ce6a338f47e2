import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@podbridge/shared/languages';
import {
  LANGUAGE_HINT_COOKIE,
  QUERY_STATE_ELEMENT_ID,
  readHint,
  SESSION_HINT_COOKIE,
} from '@podbridge/shared/page-hints';
import { FIRST_LOAD_FILE, type FirstLoad } from '@podbridge/shared/first-load';
import {
  PRERENDERED_FILE,
  SERVER_RENDER_FILE,
  type PageWithData,
  type PrerenderedPage,
  type PrerenderedPages,
  type ServerRender,
} from '@podbridge/shared/prerendered';
import { DEPLOYMENT_ELEMENT_ID, PRELOADS_ELEMENT_ID, PRERENDERED_AREA_ATTRIBUTE } from '../src/deploymentElement';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RemoteDeployment {
  /** Folder of the remote's build (its `dist/`), served under `/remotes/<name>/`. */
  dir?: string;
  /** Where the remote is deployed elsewhere (another origin or CDN): listed in `remotes.json` as is. */
  url?: string;
}

/** How long a page rendered with its data serves the visitors who ask for it: a change shows within this. */
export const RENDERED_PAGE_TTL_MS = 1_000;

/**
 * A page sent rendered is painted once the whole of it has arrived (its root parsed), never part-way: a browser on a
 * busy device paints a page as it reads it, and a navigation bar or a form drawn half-read moves when the rest comes
 * (its links grow leftwards, a centred card drops into place). Browsers without `rel=expect` paint as they read.
 */
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#root" blocking="render">';

export interface SiteServerOptions {
  shellDir: string;
  remotes: Record<string, RemoteDeployment>;
  apiBaseUrl: string;
  /** Extra origins images may come from (the cloud image service). */
  imageOrigins?: string[];
  /** The remote that renders a page's path (the shell's route table), so its scripts load with the page. */
  remoteOf?: (path: string) => string | undefined;
  /** The API requests (under apiBaseUrl) a path's page makes first for a signed-out visitor, preloaded with it. */
  firstRequestsOf?: (path: string) => readonly string[];
  /** The site's language a browser asks for (Accept-Language), so the page's texts load with it. */
  languageOf?: (acceptLanguage: string | undefined) => string;
  logger?: boolean;
  /**
   * Load each remote's server render and draw its pages once at start (in the background): the first visitor does
   * not wait for the render's code to load. The served site sets it; tests leave it out.
   */
  warmRenders?: boolean;
}

/** What one build (the shell's or a remote's) holds for a page's first load. */
interface BuildPreloads {
  name: string;
  /** Where the build's files are served from. */
  urlPrefix: string;
  firstLoad: FirstLoad;
  /** Its texts chunks in a language (file names). */
  texts: (language: string) => string[];
}

/** The chunk group of a remote's routes module, which renders its pages. */
const ROUTES_GROUP = '__federation_expose_routes';
/** The shell's chunk group that a remote's area loads beside the remote (RemoteSlot: the query layer). */
const REMOTE_SLOT_GROUP = 'remote-slot';

/**
 * Reads a build's folder once: what its first load needs (first-load.json, which the build writes) and its texts
 * chunks, which the packages name texts-<namespace>-<language>-json. The shell is the build named ''.
 */
function readBuild(dir: string, urlPrefix: string, remote?: string): BuildPreloads | null {
  const firstLoadFile = join(dir, FIRST_LOAD_FILE);
  if (!existsSync(firstLoadFile)) return null;
  const files = readdirSync(dir);
  // The shell loads its texts and the shared ones; a remote's namespace is its name.
  const namespace = remote ?? '[a-z]+';
  return {
    name: remote ?? '',
    urlPrefix,
    firstLoad: JSON.parse(readFileSync(firstLoadFile, 'utf8')) as FirstLoad,
    texts: (language) =>
      files
        // A remote's folder also holds its own copy of the shared texts, which the page never loads: only its own.
        .filter((file) => new RegExp(`^texts-${namespace}-${language}-json\\.[0-9a-f]+\\.js$`).test(file)),
  };
}

/**
 * The scripts a page runs first, in the order it needs them: the shell's entry and start, the shared libraries
 * these need, the shell's texts; then the remote's entry and routes module, the libraries those need besides, and
 * the remote's texts. A library comes with the libraries it needs in turn, from the build whose copy the page
 * loads (the shell's, which registers first; else the remote's own), and only its loaded copy, never a fallback.
 */
function firstScripts(
  shell: BuildPreloads,
  remotePage: boolean,
  remote: BuildPreloads | null,
  language: string | undefined,
): string[] {
  const scripts = new Set<string>();
  const libraries = new Set<string>();
  const add = (build: BuildPreloads, files: readonly string[]) => {
    for (const file of files) scripts.add(`${build.urlPrefix}${file}`);
  };
  const addLibraries = (keys: readonly string[]) => {
    const wanted = [...keys];
    for (let key = wanted.shift(); key !== undefined; key = wanted.shift()) {
      const build = shell.firstLoad.provides[key] ? shell : remote?.firstLoad.provides[key] ? remote : null;
      const library = build?.firstLoad.provides[key];
      if (!build || !library || libraries.has(key)) continue;
      libraries.add(key);
      add(build, library.files);
      wanted.push(...library.consumes);
    }
  };
  const starts = [
    [shell, remotePage ? ['main', 'bootstrap', REMOTE_SLOT_GROUP] : ['main', 'bootstrap']] as const,
    ...(remote ? [[remote, [remote.name, ROUTES_GROUP]] as const] : []),
  ];
  for (const [build, names] of starts) {
    const groups = names.map((name) => build.firstLoad.groups[name]);
    add(
      build,
      groups.flatMap((group) => group?.files ?? []),
    );
    addLibraries(groups.flatMap((group) => group?.consumes ?? []));
    if (language) add(build, build.texts(language));
  }
  return [...scripts];
}

const HASHED_ASSET = /\.[0-9a-f]{10}\.js(\.map)?$/;
const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * A remote build's server render (dist/server/render.js): the remote's own code, which renders its pages with their
 * data for a visitor who is not signed in (a directory's first page). Null when the build has none.
 */
function readServerRender(dir: string): ServerRender | null {
  const file = join(dir, SERVER_RENDER_FILE);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module found at run time, in the build
  return existsSync(file) ? (require(file) as ServerRender) : null;
}

/** `read` of a remote's build folder, done once per remote: the site server reads each build at its first page. */
function readOncePerRemote<T>(read: (dir: string) => T): (remote: string, dir: string) => T {
  const reads = new Map<string, T>();
  return (remote, dir) => {
    if (!reads.has(remote)) reads.set(remote, read(dir));
    return reads.get(remote) as T;
  };
}

/** The pages a build rendered ahead, or none. */
function readPrerendered(dir: string): PrerenderedPages {
  const file = join(dir, PRERENDERED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : {};
}

/**
 * The shell's layout rendered ahead with `remote`'s page, also rendered ahead, in its area (the empty element the
 * shell's build leaves for it). The remote's CSS goes beside the layout's as plain style elements, which
 * styled-components in the page leaves alone (it takes over the shell's own style tags only). Undefined when the
 * layout has no such area.
 */
function withRemotePage(layout: PrerenderedPage, remote: string, page: PrerenderedPage): PrerenderedPage | undefined {
  const area = `<div ${PRERENDERED_AREA_ATTRIBUTE}="${remote}" style="display:contents" inert="">`;
  const place = `${area}</div>`;
  if (!layout.markup.includes(place)) return undefined;
  return {
    styles: `${layout.styles}${page.styles.replace(/<style[^>]*>/g, '<style>')}`,
    markup: layout.markup.replace(place, () => `${area}${page.markup}</div>`),
  };
}

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
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (isPage && !reply.hasHeader('link')) reply.header('link', preconnect);
    return payload;
  });

  /** remotes.json: each remote's entry, deployed elsewhere or built here. */
  const deployedRemotes = (): Record<string, string> => {
    const manifest: Record<string, string> = {};
    for (const [name, remote] of Object.entries(options.remotes)) {
      if (remote.url) manifest[name] = remote.url;
      else if (remote.dir && existsSync(join(remote.dir, 'remoteEntry.js'))) {
        manifest[name] = `/remotes/${name}/remoteEntry.js`;
      }
    }
    return manifest;
  };
  const siteConfig = { apiBaseUrl: options.apiBaseUrl };

  app.get('/remotes.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(deployedRemotes()),
  );

  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(siteConfig));

  /**
   * A page: the shell's index.html carrying the deployment (what remotes.json and config.json answer, so the shell
   * starts without asking), with Link headers that preload what the page runs first: the shell's scripts and texts,
   * and the entry and texts of the remote that renders the path, in the language the browser asks for. The browser
   * fetches them side by side instead of one round trip after another. Builds are read once, at their first page.
   */
  const indexFile = join(options.shellDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const builds = new Map<string, BuildPreloads>();
  const preloadsOf = (dir: string, urlPrefix: string, remote?: string) => {
    const name = remote ?? '';
    if (!builds.has(name)) {
      const read = readBuild(dir, urlPrefix, remote);
      if (!read) return null;
      builds.set(name, read);
    }
    return builds.get(name)!;
  };
  // The pages the build rendered ahead (the home page, in each language): what an anonymous visitor's first render
  // draws, sent inside the HTML so it paints before any script has run.
  const prerendered = readPrerendered(options.shellDir);
  // A remote's pages rendered ahead (its public pages) and its server render, each read at its first use.
  const remotePagesOf = readOncePerRemote(readPrerendered);
  const serverRenderOf = readOncePerRemote(readServerRender);
  // A remote's page rendered with its data: one render a second at most for each page and language, which the
  // requests that come meanwhile share; a failed render (the API away) sends the page without it.
  const renderedPages = new Map<string, { at: number; page: Promise<PageWithData | null> }>();
  const renderedPageOf = (remote: string, dir: string, path: string, language: Language) => {
    const render = serverRenderOf(remote, dir);
    if (!render?.RENDERED_PATHS.includes(path)) return null;
    const key = `${remote} ${path} ${language}`;
    const cached = renderedPages.get(key);
    if (cached && Date.now() - cached.at < RENDERED_PAGE_TTL_MS) return cached.page;
    const page = render.renderPage(path, language, options.apiBaseUrl).catch((error: unknown) => {
      app.log.warn({ err: error, path }, 'the page could not be rendered with its data');
      return null;
    });
    renderedPages.set(key, { at: Date.now(), page });
    return page;
  };

  if (options.warmRenders) {
    for (const [name, remote] of Object.entries(options.remotes)) {
      if (!remote.dir) continue;
      for (const path of serverRenderOf(name, remote.dir)?.RENDERED_PATHS ?? []) {
        for (const language of LANGUAGES) void renderedPageOf(name, remote.dir, path, language);
      }
    }
  }

  // A page's HTML differs only by path, language, the deployment and whether it carries the prerendered page: made
  // and compressed once for each. A page rendered with its data is made once for each render.
  type PageBody = { html: Buffer; br: Buffer; gzip: Buffer };
  const pageBodies = new Map<string, PageBody>();
  const renderedBodies = new WeakMap<PageWithData, Map<string, PageBody>>();

  const sendPage = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!indexHtml) return reply.sendFile('index.html', options.shellDir);
    const { cookie } = request.headers;
    // The language the page will pick: the one this browser chose, else the first of ours its header asks for.
    const chosen = readHint(cookie, LANGUAGE_HINT_COOKIE);
    const language = isLanguage(chosen) ? chosen : options.languageOf?.(request.headers['accept-language']);
    const signedOut = !readHint(cookie, SESSION_HINT_COOKIE);
    const remote = options.remoteOf?.(path);
    const deployment = remote ? options.remotes[remote] : undefined;
    // A browser holding a session gets the page without it: its first render is a signed-in one. A remote's page
    // goes rendered only when its remote, built here, rendered it ahead too.
    const pageLanguage = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    const layout = signedOut ? prerendered[path]?.[pageLanguage] : undefined;
    const remotePage =
      layout && remote && deployment?.dir ? remotePagesOf(remote, deployment.dir)[path]?.[pageLanguage] : undefined;
    let page = layout && remote ? remotePage && withRemotePage(layout, remote, remotePage) : layout;
    // Else, at its own address without a query, the remote's page drawn with its data, which comes with it.
    let rendered: PageWithData | null = null;
    if (!page && layout && remote && deployment?.dir && !request.url.includes('?')) {
      rendered = await renderedPageOf(remote, deployment.dir, path, pageLanguage);
      page = rendered ? withRemotePage(layout, remote, rendered) : undefined;
    }
    const state = page && rendered ? rendered.state : undefined;
    // A signed-out visitor's data, asked for with the page: the browser fetches it while the scripts load, and the
    // page's own request (the same address, with credentials, as the API client sends it) takes the answer. Not
    // with a query (the filters change the request) nor with a session (its requests carry the user's token).
    const dataPreloads =
      signedOut && !request.url.includes('?') && !state
        ? (options.firstRequestsOf?.(path) ?? []).map(
            // As a URL, so no character of the address can end the header's <...> early.
            (api) =>
              `<${new URL(`${options.apiBaseUrl.replace(/\/+$/, '')}${api}`).href}>; rel=preload; as=fetch; crossorigin=use-credentials`,
          )
        : [];
    const shellBuild = preloadsOf(options.shellDir, '/');
    const remoteBuild = remote && deployment?.dir ? preloadsOf(deployment.dir, `/remotes/${remote}/`, remote) : null;
    const scripts = shellBuild ? firstScripts(shellBuild, !!remote, remoteBuild, language) : [];
    if (deployment?.url) scripts.push(deployment.url);
    if ((scripts.length > 0 && !page) || dataPreloads.length > 0) {
      reply.header(
        'link',
        [
          preconnect,
          ...dataPreloads,
          // A page sent already rendered paints first and starts its scripts after: fetched before that paint, they
          // would only compete with it for the connection. Low, as the browser loads the page's own deferred main.js,
          // and in order: main.js first, as it starts everything; the rest share the connections after it.
          ...(page ? [] : scripts.map((script) => `<${script}>; rel=preload; as=script; fetchpriority=low`)),
        ].join(', '),
      );
    }
    // JSON inside a script element: `<` is escaped so no text can close the element early.
    const data = JSON.stringify({ remotes: deployedRemotes(), config: siteConfig }).replaceAll('<', '\\u003c');
    const key = `${path} ${language} ${page ? 'prerendered' : ''} ${data}`;
    const bodies = rendered && state ? (renderedBodies.get(rendered) ?? new Map<string, PageBody>()) : pageBodies;
    if (rendered && state) renderedBodies.set(rendered, bodies);
    let body = bodies.get(key);
    if (!body) {
      // A page sent already rendered lists its scripts for after its first paint instead of as Link preloads.
      const listed = page
        ? `<script id="${PRELOADS_ELEMENT_ID}" type="application/json">${JSON.stringify(scripts).replaceAll('<', '\\u003c')}</script>`
        : '';
      let html = indexHtml.replace(
        '</head>',
        `${page ? WHOLE_PAGE_FIRST : ''}${page?.styles ?? ''}<script id="${DEPLOYMENT_ELEMENT_ID}" type="application/json">${data}</script>${listed}${
          state === undefined
            ? ''
            : `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`
        }</head>`,
      );
      if (page) {
        // The page as its first render draws it: the page's scripts take it over where it stands (React hydrates
        // it). Inert until then: nothing in it answers a click before the live page does.
        html = html
          .replace(/<html lang="?\w+"?>/, `<html lang="${pageLanguage}">`)
          .replace(/<div id="?root"?><\/div>/, `<div id="root" inert>${page.markup}</div>`);
      }
      const bytes = Buffer.from(html);
      // A page rendered with its data is compressed anew each second: a quicker level.
      const quick = state !== undefined;
      body = {
        html: bytes,
        br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: quick ? 6 : 11 } }),
        gzip: gzipSync(bytes, { level: quick ? 6 : 9 }),
      };
      bodies.set(key, body);
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? body[encoding] : body.html);
  };
  app.get('/', (request, reply) => sendPage('/', request, reply));

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
    return sendPage(request.url.split('?')[0]!, request, reply);
  });

  return app;
}
