import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { PrerenderedPages } from '@podbridge/shared/prerendered';
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

describe('a page', () => {
  async function builtSite(
    prerendered?: PrerenderedPages,
    podcastsPrerendered?: PrerenderedPages,
    podcastsServerRender?: string,
    warmRenders = false,
  ) {
    const shellDir = await mkdtemp(join(os.tmpdir(), 'podbridge-site-'));
    await writeFile(
      join(shellDir, 'index.html'),
      '<!doctype html><html lang=en><head><title>PodBridge</title></head><body><div id=root></div></body></html>',
    );
    if (prerendered) await writeFile(join(shellDir, 'prerendered.json'), JSON.stringify(prerendered));
    await writeFile(join(shellDir, 'bootstrap.0123456789.js'), '');
    await writeFile(join(shellDir, 'main.js'), '');
    for (const texts of ['texts-common-en-json.1a', 'texts-shell-en-json.2b', 'texts-shell-sv-json.3c'])
      await writeFile(join(shellDir, `${texts}.js`), '');
    // What each build's first load needs (first-load.json): the shell starts with react and the router; the
    // podcasts routes need the query library (the shell's copy is the one loaded) and the listing, which only the
    // remote provides. The form library is provided but no first load needs it.
    const library = (files: string[], consumes: string[] = []) => ({ files, consumes });
    await writeFile(
      join(shellDir, 'first-load.json'),
      JSON.stringify({
        groups: {
          main: library(['main.js']),
          bootstrap: library(['bootstrap.0123456789.js'], ['react', 'router']),
          // What a remote's area loads beside the remote.
          'remote-slot': library([], ['query']),
        },
        provides: {
          react: library(['react.1.js']),
          router: library(['router.1.js'], ['react']),
          query: library(['query.1.js'], ['react']),
          forms: library(['forms.1.js'], ['react']),
        },
      }),
    );
    const podcastsDir = await mkdtemp(join(os.tmpdir(), 'podbridge-remote-'));
    await mkdir(podcastsDir, { recursive: true });
    await writeFile(join(podcastsDir, 'remoteEntry.js'), '');
    if (podcastsPrerendered) {
      await writeFile(join(podcastsDir, 'prerendered.json'), JSON.stringify(podcastsPrerendered));
    }
    if (podcastsServerRender) {
      await mkdir(join(podcastsDir, 'server'));
      await writeFile(join(podcastsDir, 'server', 'render.js'), podcastsServerRender);
    }
    for (const texts of ['texts-podcasts-sv-json.4d', 'texts-common-sv-json.5e'])
      await writeFile(join(podcastsDir, `${texts}.js`), '');
    await writeFile(
      join(podcastsDir, 'first-load.json'),
      JSON.stringify({
        groups: {
          podcasts: library(['remoteEntry.js']),
          __federation_expose_routes: library(['601.1.js', 'routes.1.js'], ['query', 'listing']),
          __federation_expose_FeaturedPodcasts: library(['featured.1.js'], ['query']),
        },
        provides: {
          query: library(['query.2.js'], ['react']),
          listing: library(['listing.1.js'], ['router', 'query']),
          react: library(['react.2.js']),
        },
      }),
    );
    const app = await buildSiteServer({
      shellDir,
      remotes: {
        podcasts: { dir: podcastsDir },
        experts: { url: 'https://cdn.podbridge.se/experts/remoteEntry.js' },
        admin: { dir: join(podcastsDir, 'not-built') },
      },
      apiBaseUrl: 'https://api.podbridge.se/api</script>',
      languageOf: (header) => (header?.startsWith('sv') ? 'sv' : 'en'),
      remoteOf: (path) =>
        path.startsWith('/podcasts') ? 'podcasts' : path.startsWith('/experts') ? 'experts' : undefined,
      firstRequestsOf: (path) =>
        path === '/podcasts' ? ['/podcasts/?page=1&page_size=12', '/podcasts/categories/'] : [],
      warmRenders,
    });
    return Object.assign(app, { podcastsDir });
  }
  const preloads = (link: unknown) =>
    String(link)
      .split(', ')
      .filter((part) => part.includes('rel=preload'))
      .map((part) => part.slice(1, part.indexOf('>')));

  it('carries the deployment, so the shell needs neither remotes.json nor config.json', async () => {
    const app = await builtSite();
    const page = await app.inject({ method: 'GET', url: '/podcasts?page=2' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const data = /<script id="podbridge-deployment" type="application\/json">(.*?)<\/script><\/head>/.exec(page.body);
    expect(JSON.parse(data![1]!)).toEqual({
      remotes: {
        podcasts: '/remotes/podcasts/remoteEntry.js',
        experts: 'https://cdn.podbridge.se/experts/remoteEntry.js',
      },
      config: { apiBaseUrl: 'https://api.podbridge.se/api</script>' },
    });
    // The configuration's own text cannot close the element.
    expect(data![1]).not.toContain('</script>');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(JSON.parse(data![1]!).remotes);
    await app.close();
  });

  it("preloads the shell's first scripts and texts and, on a remote's page, its entry, routes chunks and texts", async () => {
    const app = await builtSite();
    const shell = ['/main.js', '/bootstrap.0123456789.js', '/react.1.js', '/router.1.js'];
    const englishTexts = ['/texts-common-en-json.1a.js', '/texts-shell-en-json.2b.js'];
    const firstData = [
      'https://api.podbridge.se/api%3C/script%3E/podcasts/?page=1&page_size=12',
      'https://api.podbridge.se/api%3C/script%3E/podcasts/categories/',
    ];
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers.link).toContain('<https://api.podbridge.se>; rel=preconnect');
    expect(preloads(home.headers.link)).toEqual([...shell, ...englishTexts]);
    expect(String(home.headers.link)).toContain('</react.1.js>; rel=preload; as=script; fetchpriority=low');
    expect(home.body).toContain('podbridge-deployment');
    // A remote's page: the remote area's query layer (the shell's copy of a library both provide), the remote's
    // entry and routes module, then what they need besides (the remote's own copy of a library only it provides),
    // never a library no first load needs (forms).
    const remoteStart = [
      '/remotes/podcasts/remoteEntry.js',
      '/remotes/podcasts/601.1.js',
      '/remotes/podcasts/routes.1.js',
      '/remotes/podcasts/listing.1.js',
    ];
    expect(preloads((await app.inject({ method: 'GET', url: '/podcasts/7' })).headers.link)).toEqual([
      ...shell,
      '/query.1.js',
      ...englishTexts,
      ...remoteStart,
    ]);
    // In the language the browser asks for; a remote's own texts, never its copy of the shared ones.
    const swedish = await app.inject({
      method: 'GET',
      url: '/podcasts',
      headers: { 'accept-language': 'sv-SE,sv;q=0.9' },
    });
    expect(preloads(swedish.headers.link)).toEqual([
      ...firstData,
      ...shell,
      '/query.1.js',
      '/texts-shell-sv-json.3c.js',
      ...remoteStart,
      '/remotes/podcasts/texts-podcasts-sv-json.4d.js',
    ]);
    expect(preloads((await app.inject({ method: 'GET', url: '/experts' })).headers.link)).toEqual([
      ...shell,
      '/query.1.js',
      ...englishTexts,
      'https://cdn.podbridge.se/experts/remoteEntry.js',
    ]);
    expect(preloads((await app.inject({ method: 'GET', url: '/about' })).headers.link)).toEqual([
      ...shell,
      ...englishTexts,
    ]);
    await app.close();
  });

  it("preloads the data a signed-out visitor's page asks for first, without a query or a session", async () => {
    const app = await builtSite();
    const visit = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
    const link = String((await visit('/podcasts')).headers.link);
    // Fetched as the API client fetches it (CORS, with credentials), so the page's own request takes the answer.
    expect(link).toContain(
      '<https://api.podbridge.se/api%3C/script%3E/podcasts/?page=1&page_size=12>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '<https://api.podbridge.se/api%3C/script%3E/podcasts/categories/>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const fetches = (response: { headers: Record<string, unknown> }) =>
      String(response.headers.link)
        .split(', ')
        .filter((part) => part.includes('as=fetch'));
    // A query changes what the page asks for; a session's requests carry the user's token; other pages ask for none.
    expect(fetches(await visit('/podcasts?search=climate'))).toEqual([]);
    expect(fetches(await visit('/podcasts', { cookie: 'podbridge_session=1' }))).toEqual([]);
    expect(fetches(await visit('/podcasts/7'))).toEqual([]);
    await app.close();
  });

  it('sends the home page rendered ahead, in the chosen language, to a browser without a session', async () => {
    const app = await builtSite();
    const home = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/', headers });
    const rendered = (language: string) => ({
      styles: `<style data-styled="true">.${language}{color:red}</style>`,
      markup: `<h1>Home in ${language}</h1>`,
    });
    // The build wrote nothing ahead: the page is the bare shell.
    expect((await home()).body).toContain('<body><div id=root></div></body>');
    await app.close();

    const prerendered = await builtSite({ '/': { en: rendered('en'), sv: rendered('sv') } });
    const visit = (headers: Record<string, string> = {}) => prerendered.inject({ method: 'GET', url: '/', headers });
    const english = await visit();
    // The page as its first render draws it, for the page's scripts to hydrate where it stands (inert until then).
    expect(english.body).toContain('<div id="root" inert><h1>Home in en</h1></div>');
    expect(english.body).toContain('<style data-styled="true">.en{color:red}</style><script id="podbridge-deployment"');
    expect(english.body).toContain('<html lang="en">');
    // Swedish when the browser asks for it, and when the visitor chose it (the cookie wins over the header).
    expect((await visit({ 'accept-language': 'sv-SE,sv;q=0.9' })).body).toContain('<h1>Home in sv</h1>');
    const chosen = await visit({ 'accept-language': 'en', cookie: 'theme=dark; podbridge_language=sv' });
    expect(chosen.body).toContain('<h1>Home in sv</h1>');
    expect(chosen.body).toContain('<html lang="sv">');
    // It paints before any script is fetched: no preloads, only the early connection to the API.
    expect(preloads(chosen.headers.link)).toEqual([]);
    expect(chosen.headers.link).toContain('<https://api.podbridge.se>; rel=preconnect');
    // They are listed in the page, for the app to fetch once it has painted.
    const listed = /<script id="podbridge-preloads" type="application\/json">(.*?)<\/script>/.exec(chosen.body);
    expect(JSON.parse(listed![1]!)).toEqual(expect.arrayContaining(['/main.js', '/texts-shell-sv-json.3c.js']));
    expect(english.body).toContain('/texts-shell-en-json.2b.js');
    // A browser holding a session renders its signed-in page itself.
    const signedIn = await visit({ cookie: 'podbridge_session=1' });
    expect(signedIn.body).not.toContain('Home in');
    expect(signedIn.body).toContain('<body><div id=root></div></body>');
    expect(preloads(signedIn.headers.link)).toContain('/main.js');
    expect(signedIn.body).not.toContain('podbridge-preloads');
    // Other pages are not rendered ahead.
    expect((await prerendered.inject({ method: 'GET', url: '/about' })).body).not.toContain('Home in');
    // Compressed for browsers that take it, the same page.
    const compressed = await visit({ 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Cookie');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(english.body);
    await prerendered.close();
  });

  it("sends a remote's public page rendered ahead inside the shell's layout, when both builds rendered it", async () => {
    const area = (language: string) => ({
      styles: '<style data-styled="true">.nav{color:blue}</style>',
      markup: `<nav>Menu ${language}</nav><main><div data-prerendered-area="podcasts" style="display:contents" inert=""></div></main>`,
    });
    const page = (language: string) => ({
      styles: '<style data-styled="true" data-styled-version="6.1.19">.list{display:grid}</style>',
      markup: `<h1>Podcasts in ${language}</h1>`,
    });
    const visit = async (app: Awaited<ReturnType<typeof builtSite>>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/podcasts', headers });

    const both = await builtSite(
      { '/podcasts': { en: area('en'), sv: area('sv') } },
      { '/podcasts': { en: page('en'), sv: page('sv') } },
    );
    const english = await visit(both);
    // The remote's markup fills its area, nothing else in it (the remote hydrates exactly its own markup); its CSS
    // follows the shell's in the head as a plain style element (not one that styled-components in the page would
    // take over).
    expect(english.body).toContain(
      '<div id="root" inert><nav>Menu en</nav><main><div data-prerendered-area="podcasts" ' +
        'style="display:contents" inert=""><h1>Podcasts in en</h1></div></main></div>',
    );
    expect(english.body).toContain(
      '<link rel="expect" href="#root" blocking="render"><style data-styled="true">.nav{color:blue}</style>' +
        '<style>.list{display:grid}</style><script id="podbridge-deployment"',
    );
    // Painted before any script: the remote's scripts are listed for after the paint, not preloaded.
    const listed = /<script id="podbridge-preloads" type="application\/json">(.*?)<\/script>/.exec(english.body);
    expect(JSON.parse(listed![1]!)).toEqual(expect.arrayContaining(['/remotes/podcasts/remoteEntry.js']));
    // Only the page's data is preloaded (the site's API address, escaped into the header).
    expect(preloads(english.headers.link)).toEqual([
      'https://api.podbridge.se/api%3C/script%3E/podcasts/?page=1&page_size=12',
      'https://api.podbridge.se/api%3C/script%3E/podcasts/categories/',
    ]);
    expect((await visit(both, { 'accept-language': 'sv' })).body).toContain('<nav>Menu sv</nav><main><div');
    expect((await visit(both, { 'accept-language': 'sv' })).body).toContain('<h1>Podcasts in sv</h1>');
    // Signed in, the page is the bare shell.
    expect((await visit(both, { cookie: 'podbridge_session=1' })).body).toContain('<body><div id=root></div></body>');
    await both.close();

    // The shell's layout alone (the remote rendered nothing ahead) or the remote's page alone: nothing ahead.
    for (const [shell, remote] of [
      [{ '/podcasts': { en: area('en') } }, undefined],
      [undefined, { '/podcasts': { en: page('en') } }],
      // A layout without the remote's area cannot hold its page.
      [{ '/podcasts': { en: { styles: '', markup: '<main></main>' } } }, { '/podcasts': { en: page('en') } }],
    ] as const) {
      const app = await builtSite(shell, remote);
      const bare = await visit(app);
      expect(bare.body).toContain('<body><div id=root></div></body>');
      // Nothing to wait for before the first paint: the scripts draw the page.
      expect(bare.body).not.toContain('rel="expect"');
      expect(preloads(bare.headers.link)).toContain('/remotes/podcasts/remoteEntry.js');
      await app.close();
    }
  });

  it("sends a directory's first page drawn with its data by the remote's server render, once a second", async () => {
    const layout = (language: string) => ({
      styles: '<style data-styled="true">.nav{color:blue}</style>',
      markup: `<nav>Menu ${language}</nav><main><div data-prerendered-area="podcasts" style="display:contents" inert=""></div></main>`,
    });
    // The remote's server render (dist/server/render.js): counts its renders; fails while `failing` is set.
    const serverRender = `
      exports.RENDERED_PATHS = ['/podcasts'];
      exports.renders = [];
      exports.failing = false;
      exports.renderPage = async (path, language, apiBaseUrl) => {
        exports.renders.push([path, language, apiBaseUrl]);
        if (exports.failing) throw new Error('The API is away');
        const title = 'Show ' + exports.renders.length + ' </script>';
        return {
          styles: '<style data-styled="true">.card{gap:8px}</style>',
          markup: '<h1>Podcasts in ' + language + '</h1><h3>' + title.replace('<', '&lt;') + '</h3>',
          state: { queries: [{ queryKey: ['podcasts', 'list'], state: { data: { title } } }] },
        };
      };`;
    const app = await builtSite({ '/podcasts': { en: layout('en'), sv: layout('sv') } }, undefined, serverRender);
    const render = jest.requireActual<{ renders: unknown[]; failing: boolean }>(
      join(app.podcastsDir, 'server', 'render.js'),
    );
    const visit = (url = '/podcasts', headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    const stateOf = (body: string) =>
      /<script id="podbridge-query-state" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];

    const first = await visit();
    expect(first.body).toContain(
      '<main><div data-prerendered-area="podcasts" style="display:contents" inert="">' +
        '<h1>Podcasts in en</h1><h3>Show 1 &lt;/script></h3></div></main>',
    );
    expect(first.body).toContain('<style>.card{gap:8px}</style>');
    // The state it was drawn with comes along, and no text in it can close its element.
    expect(stateOf(first.body)).toBe(
      '{"queries":[{"queryKey":["podcasts","list"],"state":{"data":{"title":"Show 1 \\u003c/script>"}}}]}',
    );
    expect(JSON.parse(stateOf(first.body)!)).toEqual({
      queries: [{ queryKey: ['podcasts', 'list'], state: { data: { title: 'Show 1 </script>' } } }],
    });
    // The data is in the page: no preload of it (the browser would fetch it for nothing), the scripts after the paint.
    expect(preloads(first.headers.link)).toEqual([]);
    expect(render.renders).toEqual([['/podcasts', 'en', 'https://api.podbridge.se/api</script>']]);

    // Within the second, every visitor gets that render; the other language has its own.
    expect((await visit()).body).toContain('Show 1');
    expect((await visit('/podcasts', { 'accept-language': 'sv' })).body).toContain('<h1>Podcasts in sv</h1>');
    expect(render.renders).toHaveLength(2);
    // A query, a session or another page: no render, the bare page with its preloads.
    for (const [url, headers] of [
      ['/podcasts?page=2', {}],
      ['/podcasts', { cookie: 'podbridge_session=1' }],
      ['/podcasts/7', {}],
    ] as const) {
      const bare = await visit(url, headers);
      expect(bare.body).toContain('<body><div id=root></div></body>');
      expect(bare.body).not.toContain('podbridge-query-state');
    }
    expect(render.renders).toHaveLength(2);

    // A second on, a new render shows what changed; a failed one sends the page without it, preloads and all.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 1_001);
    expect((await visit()).body).toContain('Show 3');
    clock.mockReturnValue(now + 2_002);
    render.failing = true;
    const failed = await visit();
    expect(failed.body).toContain('<body><div id=root></div></body>');
    expect(preloads(failed.headers.link)).toContain('https://api.podbridge.se/api%3C/script%3E/podcasts/categories/');
    clock.mockRestore();
    await app.close();
  });

  it("draws a remote's rendered pages once at start when asked to, and the first visitor gets that render", async () => {
    const serverRender = `
      exports.RENDERED_PATHS = ['/podcasts'];
      exports.renders = [];
      exports.renderPage = async (path, language) => {
        exports.renders.push(path + ' ' + language);
        return { styles: '', markup: '<h1>Podcasts in ' + language + '</h1>', state: { queries: [] } };
      };`;
    const layout = {
      styles: '',
      markup: '<main><div data-prerendered-area="podcasts" style="display:contents" inert=""></div></main>',
    };
    const app = await builtSite({ '/podcasts': { en: layout, sv: layout } }, undefined, serverRender, true);
    const render = jest.requireActual<{ renders: string[] }>(join(app.podcastsDir, 'server', 'render.js'));
    expect(render.renders).toEqual(['/podcasts en', '/podcasts sv']);
    expect((await app.inject({ method: 'GET', url: '/podcasts' })).body).toContain('<h1>Podcasts in en</h1>');
    expect(render.renders).toHaveLength(2);
    await app.close();
  });
});
