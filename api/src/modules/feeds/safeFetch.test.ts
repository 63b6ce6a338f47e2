import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { FetchRefused, safeFetch, type SafeFetchOptions } from './safeFetch';
import { feedXml } from './feedXml';

/** A server on loopback for one test: what it is asked is logged, `host` is its host:port. */
interface TestServer {
  host: string;
  port: number;
  url(path: string): string;
  /** Every request, as `METHOD path`. */
  requests: string[];
  /** The headers of the last request. */
  lastHeaders: http.IncomingHttpHeaders;
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Answers DNS lookups of the given names with the given addresses (others as usual); the spy counts lookups. */
function fakeDns(answers: Record<string, dns.LookupAddress[]>) {
  const real = dns.lookup;
  const lookup = (hostname: string, options: dns.LookupAllOptions, callback: (error: Error | null, addresses: dns.LookupAddress[]) => void) => {
    const found = answers[hostname];
    if (found) process.nextTick(() => callback(null, found));
    else real(hostname, options, callback);
  };
  return jest.spyOn(dns, 'lookup').mockImplementation(lookup as unknown as typeof dns.lookup);
}

async function startServer(handler: http.RequestListener): Promise<TestServer> {
  const server = http.createServer();
  const started: TestServer = {
    host: '',
    port: 0,
    url: (path) => `http://${started.host}${path}`,
    requests: [],
    lastHeaders: {},
    close: () =>
      new Promise<void>((resolve) => {
        // Servers that never answer keep their connections open: end them, or close() waits for ever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    started.requests.push(`${request.method} ${request.url}`);
    started.lastHeaders = request.headers;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  started.port = (server.address() as AddressInfo).port;
  started.host = `127.0.0.1:${started.port}`;
  servers.push(started);
  return started;
}

/** A server that answers every path with `body` as `type`. */
function serving(body: string | Buffer, type = 'application/rss+xml; charset=utf-8', headers: http.OutgoingHttpHeaders = {}) {
  return startServer((_request, response) => {
    response.writeHead(200, { 'content-type': type, ...headers }).end(body);
  });
}

/** The refusal `promise` ends in (failing the test when it resolves or throws anything else). */
async function refusalOf(promise: Promise<unknown>): Promise<FetchRefused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefused) return error;
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

const FEED = feedXml({ title: 'Vetenskapspodden', language: 'sv-SE', episodes: [{ title: 'Avsnitt 1', date: new Date('2026-01-05T06:00:00Z') }] });
const xml = (server: TestServer, extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  expect: 'xml',
  allowedHosts: [server.host],
  ...extra,
});

describe('safeFetch: what it fetches', () => {
  it('fetches a feed from a host:port in allowedHosts, sending who is asking and what for', async () => {
    const server = await serving(FEED, 'application/rss+xml; charset=utf-8', { etag: '"v1"', 'last-modified': 'Mon, 05 Jan 2026 06:00:00 GMT' });
    const fetched = await safeFetch(server.url('/feed.xml'), xml(server));
    expect(fetched).toEqual({
      status: 200,
      url: server.url('/feed.xml'),
      body: Buffer.from(FEED),
      contentType: 'application/rss+xml; charset=utf-8',
      etag: '"v1"',
      lastModified: 'Mon, 05 Jan 2026 06:00:00 GMT',
    });
    expect(server.lastHeaders['user-agent']).toBe('PodBridge feed reader (+https://podbridge.se)');
    expect(server.lastHeaders.accept).toBe('application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5');
    expect(server.lastHeaders['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('matches an allowed host by its name alone, in any case, whatever the port', async () => {
    const server = await serving(FEED);
    const fetched = await safeFetch(server.url('/feed.xml'), { expect: 'xml', allowedHosts: ['127.0.0.1'] });
    expect(fetched.status).toBe(200);
    const upper = await safeFetch(`http://127.0.0.1:${server.port}/feed.xml`, { expect: 'xml', allowedHosts: [`127.0.0.1:${server.port}`.toUpperCase()] });
    expect(upper.status).toBe(200);
  });

  it('sends the extra headers, and answers 304 with an empty body when the feed has not changed', async () => {
    const server = await startServer((request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304, { etag: '"v1"' }).end();
      else response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' }).end(FEED);
    });
    const fetched = await safeFetch(server.url('/feed.xml'), xml(server, { headers: { 'If-None-Match': '"v1"' } }));
    expect(fetched).toMatchObject({ status: 304, etag: '"v1"', url: server.url('/feed.xml') });
    expect(fetched.body).toHaveLength(0);
    const changed = await safeFetch(server.url('/feed.xml'), xml(server, { headers: { 'If-None-Match': '"v0"' } }));
    expect(changed.status).toBe(200);
  });

  it('decompresses gzip, deflate and br answers', async () => {
    const encodings: [string, Buffer][] = [
      ['gzip', zlib.gzipSync(FEED)],
      ['deflate', zlib.deflateSync(FEED)],
      ['br', zlib.brotliCompressSync(FEED)],
    ];
    for (const [encoding, body] of encodings) {
      const server = await serving(body, 'application/xml', { 'content-encoding': encoding });
      const fetched = await safeFetch(server.url('/feed.xml'), xml(server));
      expect(fetched.body.toString('utf8')).toBe(FEED);
    }
  });

  it.each(['application/rss+xml', 'application/xml', 'text/xml; charset=iso-8859-1', 'application/atom+xml', 'application/x-rss+xml'])(
    'accepts a feed served as %s',
    async (type) => {
      const server = await serving(FEED, type);
      expect((await safeFetch(server.url('/'), xml(server))).status).toBe(200);
    },
  );

  it('accepts text/plain and application/octet-stream when the body starts like XML or RSS (after a BOM and space)', async () => {
    const plain = await serving(`<?xml version="1.0"?>${FEED.slice(FEED.indexOf('?>') + 2)}`, 'text/plain; charset=utf-8');
    expect((await safeFetch(plain.url('/'), xml(plain))).status).toBe(200);
    const withBom = await serving(`\uFEFF\n  ${FEED}`, 'text/plain');
    expect((await safeFetch(withBom.url('/'), xml(withBom))).status).toBe(200);
    const octets = await serving('<rss version="2.0"><channel><title>x</title></channel></rss>', 'application/octet-stream');
    expect((await safeFetch(octets.url('/'), xml(octets))).status).toBe(200);
  });

  it('fetches an image as image/*', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const server = await serving(png, 'image/png');
    const fetched = await safeFetch(server.url('/cover.png'), { expect: 'image', allowedHosts: [server.host] });
    expect(fetched.body).toEqual(png);
    expect(server.lastHeaders.accept).toBe('image/*');
  });
});

describe('safeFetch: addresses', () => {
  it('refuses loopback when the host is not allowed, without asking it anything', async () => {
    const server = await serving(FEED);
    const refused = await refusalOf(safeFetch(server.url('/feed.xml'), { expect: 'xml' }));
    expect(refused.reason).toBe('address');
    expect(refused.message).toBe('This address points to a private network and cannot be fetched.');
    const otherPort = await refusalOf(safeFetch(server.url('/feed.xml'), { expect: 'xml', allowedHosts: ['127.0.0.1:1'] }));
    expect(otherPort.reason).toBe('address');
    expect(server.requests).toEqual([]);
  });

  it.each([
    'http://10.0.0.1/feed.xml',
    'http://192.168.1.1/feed.xml',
    'http://172.16.0.1/feed.xml',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/feed.xml',
    'http://[fd00::1]/feed.xml',
    'http://[::ffff:127.0.0.1]/feed.xml',
    'http://[::ffff:a9fe:a9fe]/feed.xml',
    'http://100.64.0.1/feed.xml',
    'http://0.0.0.0/feed.xml',
    'https://127.0.0.1/feed.xml',
    'http://2130706433/feed.xml',
    'http://0x7f.1/feed.xml',
    'http://[fe80::1]/feed.xml',
    'http://224.0.0.1/feed.xml',
    'http://255.255.255.255/feed.xml',
    'http://192.0.2.1/feed.xml',
  ])('refuses %s before connecting', async (url) => {
    const refused = await refusalOf(safeFetch(url, { expect: 'xml' }));
    expect(refused.reason).toBe('address');
  });

  it('refuses a host name that resolves to loopback (localhost)', async () => {
    const server = await serving(FEED);
    const refused = await refusalOf(safeFetch(`http://localhost:${server.port}/feed.xml`, { expect: 'xml' }));
    expect(refused.reason).toBe('address');
    expect(server.requests).toEqual([]);
  });

  it('refuses a host name when any one of its addresses is not public', async () => {
    const server = await serving(FEED);
    fakeDns({ 'feeds.example.com': [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }] });
    const refused = await refusalOf(safeFetch(`http://feeds.example.com:${server.port}/feed.xml`, { expect: 'xml' }));
    expect(refused.reason).toBe('address');
    fakeDns({ 'v6.example.com': [{ address: '::ffff:169.254.169.254', family: 6 }] });
    expect((await refusalOf(safeFetch('http://v6.example.com/', { expect: 'xml' }))).reason).toBe('address');
  });

  it('connects to the address it resolved and checked, resolving the name once', async () => {
    const server = await serving(FEED);
    const lookups = fakeDns({ 'feeds.example.test': [{ address: '127.0.0.1', family: 4 }] });
    const fetched = await safeFetch(`http://feeds.example.test:${server.port}/feed.xml`, {
      expect: 'xml',
      allowedHosts: [`feeds.example.test:${server.port}`],
    });
    expect(fetched.status).toBe(200);
    expect(server.lastHeaders.host).toBe(`feeds.example.test:${server.port}`);
    expect(lookups.mock.calls.filter(([hostname]) => hostname === 'feeds.example.test')).toHaveLength(1);
  });

  it('fetches from a host name that is allowed although it resolves to loopback', async () => {
    const server = await serving(FEED);
    const fetched = await safeFetch(`http://localhost:${server.port}/feed.xml`, { expect: 'xml', allowedHosts: [`localhost:${server.port}`] });
    expect(fetched.status).toBe(200);
  });

  it.each(['file:///etc/passwd', 'ftp://feeds.example.com/feed.xml', 'gopher://feeds.example.com/', 'data:text/xml,<rss/>', 'javascript:alert(1)'])(
    'refuses the scheme of %s',
    async (url) => {
      const refused = await refusalOf(safeFetch(url, { expect: 'xml' }));
      expect(refused.reason).toBe('scheme');
      expect(refused.message).toBe('Only http and https feed addresses can be imported.');
    },
  );

  it('refuses an address with a user name and password, and one that is not an address', async () => {
    const server = await serving(FEED);
    const credentials = await refusalOf(safeFetch(`http://user:secret@${server.host}/feed.xml`, xml(server)));
    expect(credentials.reason).toBe('scheme');
    expect(server.requests).toEqual([]);
    expect((await refusalOf(safeFetch('not an address', { expect: 'xml' }))).reason).toBe('scheme');
  });
});

describe('safeFetch: redirects', () => {
  /** Redirects /hop/<n> to /hop/<n - 1>, /hop/0 to the feed. */
  const chain = () =>
    startServer((request, response) => {
      const hops = Number(/^\/hop\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1);
      if (hops > 0) response.writeHead(302, { location: `/hop/${hops - 1}` }).end();
      else if (hops === 0) response.writeHead(301, { location: '/feed.xml' }).end();
      else response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    });

  it('follows 3 redirects (relative ones resolved against the address they came from)', async () => {
    const server = await chain();
    const fetched = await safeFetch(server.url('/hop/2'), xml(server));
    expect(fetched.url).toBe(server.url('/feed.xml'));
    expect(server.requests).toEqual(['GET /hop/2', 'GET /hop/1', 'GET /hop/0', 'GET /feed.xml']);
  });

  it('refuses a 4th redirect', async () => {
    const server = await chain();
    const refused = await refusalOf(safeFetch(server.url('/hop/3'), xml(server)));
    expect(refused.reason).toBe('redirects');
    expect(refused.message).toBe('The feed redirected more than 3 times.');
    expect(server.requests).toHaveLength(4);
  });

  it.each([303, 307, 308])('follows a %i', async (status) => {
    const server = await startServer((request, response) => {
      if (request.url === '/old') response.writeHead(status, { location: '/new' }).end();
      else response.writeHead(200, { 'content-type': 'text/xml' }).end(FEED);
    });
    expect((await safeFetch(server.url('/old'), xml(server))).url).toBe(server.url('/new'));
  });

  it('refuses a redirect from an allowed server to a loopback port that is not allowed', async () => {
    const internal = await serving('{"secret": true}', 'application/json');
    const server = await startServer((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/admin` }).end();
    });
    const refused = await refusalOf(safeFetch(server.url('/feed.xml'), xml(server)));
    expect(refused.reason).toBe('address');
    expect(internal.requests).toEqual([]);
  });

  it('refuses a redirect to the metadata address, and to another scheme', async () => {
    const server = await startServer((request, response) => {
      const location = request.url === '/metadata' ? 'http://169.254.169.254/latest/meta-data/' : 'file:///etc/passwd';
      response.writeHead(307, { location }).end();
    });
    expect((await refusalOf(safeFetch(server.url('/metadata'), xml(server)))).reason).toBe('address');
    expect((await refusalOf(safeFetch(server.url('/file'), xml(server)))).reason).toBe('scheme');
  });

  it('refuses a redirect without a Location', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(302).end();
    });
    expect((await refusalOf(safeFetch(server.url('/'), xml(server)))).reason).toBe('status');
  });
});

describe('safeFetch: size and time', () => {
  it('refuses a Content-Length above the limit before reading the body', async () => {
    // The body never comes: the refusal must not wait for it (it would end in a timeout).
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': '2000' });
      response.write('<rss>');
    });
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server, { maxBytes: 1000 })));
    expect(refused.reason).toBe('too_big');
    expect(refused.message).toBe('The feed is larger than 1000 bytes.');
  });

  it('says the default limit in megabytes', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(6 * 1024 * 1024) });
      response.write('<rss>');
    });
    expect((await refusalOf(safeFetch(server.url('/'), xml(server)))).message).toBe('The feed is larger than 5 MB.');
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    let open = true;
    const server = await startServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = '<item><title>x</title></item>'.repeat(10);
      const write = () => {
        if (!open || response.destroyed) return;
        response.write(chunk);
        setTimeout(write, 1);
      };
      request.socket.on('close', () => {
        open = false;
      });
      write();
    });
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server, { maxBytes: 2048 })));
    expect(refused.reason).toBe('too_big');
    expect(refused.message).toBe('The feed is larger than 2 KB.');
  });

  it('counts a compressed answer by what it decompresses to (a gzip bomb)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const server = await serving(bomb, 'application/rss+xml', { 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server, { maxBytes: 1024 * 1024 })));
    expect(refused.reason).toBe('too_big');
    expect(refused.message).toBe('The feed is larger than 1 MB.');
  });

  it('gives up on a server that never answers', async () => {
    const server = await startServer(() => undefined);
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server, { timeoutMs: 200 })));
    expect(refused.reason).toBe('timeout');
    expect(refused.message).toBe('The feed did not answer within 0.2 seconds.');
  });

  it('gives up on a body that never ends (the limit is for the whole fetch)', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<?xml version="1.0"?><rss>');
    });
    expect((await refusalOf(safeFetch(server.url('/'), xml(server, { timeoutMs: 200 })))).reason).toBe('timeout');
  });
});

describe('safeFetch: answers that are not what was asked for', () => {
  it('refuses an HTML page when a feed is expected', async () => {
    const server = await serving('<!doctype html><html><body>Hej</body></html>', 'text/html; charset=utf-8');
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server)));
    expect(refused.reason).toBe('type');
    expect(refused.message).toBe('This address does not serve an RSS feed (it answered text/html).');
  });

  it('refuses text/plain that does not start like XML', async () => {
    const server = await serving('Hello, this is not a feed <?xml', 'text/plain');
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server)));
    expect(refused.reason).toBe('type');
    expect(refused.message).toBe('This address does not serve an RSS feed (it answered text/plain).');
  });

  it('refuses XML when an image is expected', async () => {
    const server = await serving(FEED, 'application/rss+xml');
    const refused = await refusalOf(safeFetch(server.url('/cover.png'), { expect: 'image', allowedHosts: [server.host] }));
    expect(refused.reason).toBe('type');
    expect(refused.message).toBe('This address does not serve an image (it answered application/rss+xml).');
  });

  it('refuses an error status, saying which', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' }).end('not here');
    });
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server)));
    expect(refused.reason).toBe('status');
    expect(refused.message).toBe('The feed answered 404 Not Found.');
  });

  it('refuses a 304 to a request that was not conditional', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(304).end();
    });
    expect((await refusalOf(safeFetch(server.url('/'), xml(server)))).reason).toBe('status');
  });

  it('says when the server cannot be reached', async () => {
    const server = await serving(FEED);
    const { port, host } = server;
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const refused = await refusalOf(safeFetch(`http://127.0.0.1:${port}/`, { expect: 'xml', allowedHosts: [host] }));
    expect(refused.reason).toBe('network');
    expect(refused.message).toBe("The feed's server could not be reached.");
  });

  it('refuses an encoding it did not ask for', async () => {
    const server = await serving(Buffer.from('(zstd bytes)'), 'application/rss+xml', { 'content-encoding': 'zstd' });
    const refused = await refusalOf(safeFetch(server.url('/'), xml(server)));
    expect(refused.reason).toBe('type');
    expect(refused.message).toBe("The feed's server answered in an encoding PodBridge cannot read (zstd).");
  });

  it('says when a compressed answer is corrupt', async () => {
    const server = await serving(Buffer.from('this is not gzip at all'), 'application/rss+xml', { 'content-encoding': 'gzip' });
    expect((await refusalOf(safeFetch(server.url('/'), xml(server)))).reason).toBe('network');
  });
});
