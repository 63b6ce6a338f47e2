import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

/**
 * Fetching an address a user typed in (a show's RSS feed, its artwork) from inside our network. Such an address may
 * name our own machines (loopback, the private network, the cloud's metadata service at 169.254.169.254), so only
 * public unicast addresses are connected to, every redirect is checked again, and the answer is bounded in time,
 * size and type: a hostile feed can neither reach what only the API can reach nor tie up or fill its memory.
 */

/** Feeds above this size are not read (the largest real podcast feeds are about 2 MB with hundreds of episodes). */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** The whole fetch (connect, headers, body) must be done within this time. */
export const FEED_TIMEOUT_MS = 10_000;
/** Hosts move feeds (http -> https, old host -> new host); more hops than this is a loop or a trap. */
export const FEED_MAX_REDIRECTS = 3;

const USER_AGENT = 'PodBridge feed reader (+https://podbridge.se)';
const ACCEPT: Record<SafeFetchOptions['expect'], string> = {
  xml: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  image: 'image/*',
};
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Types some hosts serve feeds as; the body decides whether it is XML (see looksLikeXml). */
const SNIFFED_TYPES = new Set(['text/plain', 'application/octet-stream']);
/** Headers that make a GET conditional: only with one of them is a 304 an answer. */
const CONDITIONAL_HEADERS = new Set(['if-none-match', 'if-modified-since']);

export interface SafeFetchOptions {
  /** Hosts (`host` or `host:port`, lower case) that may be fetched although they resolve to a non-public address: tests and the demo serve feeds from loopback (FEED_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Extra request headers, e.g. If-None-Match / If-Modified-Since for a conditional GET. */
  headers?: Record<string, string>;
  /** What the answer must be: 'xml' (content type xml/rss/atom, or text/plain|application/octet-stream whose body starts, after BOM/whitespace, with `<?xml` or `<rss`), or 'image' (content type image/*). */
  expect: 'xml' | 'image';
}

export interface FetchedResource {
  status: 200 | 304;
  /** The final URL, after redirects. */
  url: string;
  /** The decompressed body; empty for 304. */
  body: Buffer;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
}

/** Why a fetch was not done or given up; the message is a sentence the user can act on. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'address' | 'scheme' | 'redirects' | 'too_big' | 'timeout' | 'type' | 'status' | 'network',
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

/** The settings of one fetch, with the defaults filled in and the words its messages use. */
interface Limits {
  allowedHosts: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  headers: Record<string, string>;
  expect: SafeFetchOptions['expect'];
  /** "feed" or "image": what the messages call the thing fetched. */
  noun: string;
}

/**
 * GETs `url` (following at most `maxRedirects` redirects) and returns the answer, or throws FetchRefused. Each URL
 * must be http(s) without credentials, and each host must be in `allowedHosts` or resolve only to public unicast
 * addresses; the address checked is the address connected to, so a DNS answer cannot change between the two.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const limits: Limits = {
    allowedHosts: new Set((options.allowedHosts ?? []).map((host) => host.trim().toLowerCase())),
    maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? FEED_MAX_REDIRECTS,
    headers: options.headers ?? {},
    expect: options.expect,
    noun: options.expect === 'xml' ? 'feed' : 'image',
  };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  try {
    let target = checkedUrl(url, limits);
    for (let redirects = 0; ; redirects += 1) {
      const next = await fetchOnce(target, limits, controller.signal);
      if (next instanceof URL) {
        if (redirects >= limits.maxRedirects) {
          throw new FetchRefused(`The ${limits.noun} redirected more than ${times(limits.maxRedirects)}.`, 'redirects');
        }
        target = next;
        continue;
      }
      return next;
    }
  } catch (error) {
    if (timedOut) {
      throw new FetchRefused(`The ${limits.noun} did not answer within ${seconds(limits.timeoutMs)}.`, 'timeout');
    }
    if (error instanceof FetchRefused) throw error;
    throw unreachable(error, limits);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** `raw` parsed and checked: http(s), no credentials, and an IP literal only if public (or its host allowed). */
function checkedUrl(raw: string, limits: Limits): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchRefused(`This is not a valid ${limits.noun} address.`, 'scheme');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused(`Only http and https ${limits.noun} addresses can be imported.`, 'scheme');
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefused(`A ${limits.noun} address cannot contain a user name or password.`, 'scheme');
  }
  // The URL parser has already turned every spelling of an IPv4 address (2130706433, 0x7f.1) into dotted decimal.
  const address = ipLiteralOf(url);
  if (address !== null && !isAllowed(url, limits) && !isPublic(address)) throw privateAddress();
  return url;
}

/** The host of `url` when it is an IP address (IPv6 without its brackets), else null. */
function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return net.isIP(host) === 0 ? null : host;
}

/** Whether the host of `url` is in `allowedHosts`, by its name alone or with its port (defaulted by scheme). */
function isAllowed(url: URL, limits: Limits): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return limits.allowedHosts.has(host) || limits.allowedHosts.has(`${host}:${port}`);
}

/**
 * Whether `address` is public unicast. ipaddr's `process` reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as
 * the IPv4 address it carries; every special range (loopback, private, link-local, unique-local, carrier-grade NAT,
 * multicast, reserved, unspecified, 6to4 and other tunnels that embed an IPv4 address) is refused.
 */
function isPublic(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

function privateAddress(): FetchRefused {
  return new FetchRefused('This address points to a private network and cannot be fetched.', 'address');
}

/**
 * A `lookup` for the request that resolves the host itself and refuses it when any of its addresses is not public:
 * the socket connects to an address this check saw, so a second DNS answer (rebinding) cannot slip in a private one.
 * `onRefused` keeps the refusal, whatever error the socket reports it as.
 */
function guardedLookup(checked: boolean, onRefused: (refusal: FetchRefused) => void): net.LookupFunction {
  return (hostname, options, callback) => {
    const lookupOptions: dns.LookupAllOptions = { all: true, family: options.family ?? 0 };
    if (options.hints !== undefined) lookupOptions.hints = options.hints;
    dns.lookup(hostname, lookupOptions, (error, addresses) => {
      if (error) {
        callback(error, []);
        return;
      }
      if (checked && (addresses.length === 0 || !addresses.every(({ address }) => isPublic(address)))) {
        const refusal = privateAddress();
        onRefused(refusal);
        callback(refusal, []);
        return;
      }
      const first = addresses[0];
      if (options.all) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
      else callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    });
  };
}

/** One GET of `url`: the next URL when it redirects, else the answer (checked, its body read). */
async function fetchOnce(url: URL, limits: Limits, signal: AbortSignal): Promise<URL | FetchedResource> {
  let refusal: FetchRefused | null = null;
  const response = await request(url, limits, signal, (refused) => {
    refusal = refused;
  }).catch((error: unknown) => {
    throw refusal ?? error;
  });
  const status = response.statusCode ?? 0;
  const header = (name: string): string | null => {
    const value = response.headers[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };

  if (REDIRECT_STATUSES.has(status)) {
    response.destroy();
    const location = header('location');
    if (location === null) throw new FetchRefused(`The ${limits.noun} redirected without saying where to.`, 'status');
    let next: string;
    try {
      next = new URL(location, url).href;
    } catch {
      throw new FetchRefused(`The ${limits.noun} redirected to an address that is not valid.`, 'status');
    }
    return checkedUrl(next, limits);
  }
  const found = { url: url.href, contentType: header('content-type'), etag: header('etag'), lastModified: header('last-modified') };
  if (status === 304 && Object.keys(limits.headers).some((name) => CONDITIONAL_HEADERS.has(name.toLowerCase()))) {
    response.destroy();
    return { status: 304, body: Buffer.alloc(0), ...found };
  }
  if (status < 200 || status > 299) {
    response.destroy();
    const text = http.STATUS_CODES[status];
    throw new FetchRefused(`The ${limits.noun} answered ${status}${text ? ` ${text}` : ''}.`, 'status');
  }

  const mediaType = (found.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const sniff = limits.expect === 'xml' && (mediaType === '' || SNIFFED_TYPES.has(mediaType));
  if (!sniff && !isExpectedType(mediaType, limits.expect)) {
    response.destroy();
    throw wrongType(mediaType, limits);
  }
  const length = Number(header('content-length') ?? Number.NaN);
  if (Number.isFinite(length) && length > limits.maxBytes) {
    response.destroy();
    throw tooBig(limits);
  }
  const body = await readBody(response, header('content-encoding'), limits);
  if (sniff && !looksLikeXml(body)) throw wrongType(mediaType, limits);
  return { status: 200, body, ...found };
}

/** Sends the GET and resolves with the response once its headers are in. */
function request(
  url: URL,
  limits: Limits,
  signal: AbortSignal,
  onRefused: (refusal: FetchRefused) => void,
): Promise<http.IncomingMessage> {
  const literal = ipLiteralOf(url);
  const options: https.RequestOptions = {
    method: 'GET',
    hostname: literal ?? url.hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: {
      'User-Agent': USER_AGENT,
      Accept: ACCEPT[limits.expect],
      'Accept-Encoding': 'gzip, deflate, br',
      ...limits.headers,
    },
    // IP literals were checked in checkedUrl (Node does not look them up); names are checked as they resolve.
    lookup: guardedLookup(!isAllowed(url, limits), onRefused),
    // A fresh connection each time: a pooled one was checked for another fetch.
    agent: false,
    signal,
  };
  // The certificate is checked against the name, not the address connected to.
  if (url.protocol === 'https:' && literal === null) options.servername = url.hostname;
  return new Promise((resolve, reject) => {
    const sent = (url.protocol === 'https:' ? https : http).request(options, resolve);
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * The body, decompressed, failing as soon as either the bytes received or the bytes they decompress to pass
 * `maxBytes`: a small compressed answer can unpack to gigabytes.
 */
async function readBody(response: http.IncomingMessage, encoding: string | null, limits: Limits): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let received = 0;
  let decoder: Decoder | null = null;
  try {
    decoder = decoderFor(encoding, limits);
    if (decoder) {
      // What arrives is counted here, what it decompresses to in the loop below.
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBytes) response.destroy(tooBig(limits));
      });
    }
    const stream: Readable = decoder ? pipeline(response, decoder, () => undefined) : response;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) throw tooBig(limits);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    // The body's own size check destroys the response with its refusal; the decoder passes it on as its error.
    if (received > limits.maxBytes) throw tooBig(limits);
    if (decoder && isZlibError(error)) {
      throw new FetchRefused(`The ${limits.noun}'s server sent a compressed answer that could not be read.`, 'network');
    }
    throw error;
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks, size);
}

type Decoder = zlib.Gunzip | zlib.Unzip | zlib.BrotliDecompress;

/** The stream that undoes a Content-Encoding (asked for in Accept-Encoding), null for none. */
function decoderFor(encoding: string | null, limits: Limits): Decoder | null {
  const name = (encoding ?? 'identity').toLowerCase();
  if (name === 'identity') return null;
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  // "deflate" should be zlib-wrapped but some servers send it raw; unzip reads the wrapped form and gzip alike.
  if (name === 'deflate') return zlib.createUnzip();
  if (name === 'br') return zlib.createBrotliDecompress();
  throw new FetchRefused(`The ${limits.noun}'s server answered in an encoding PodBridge cannot read (${name}).`, 'type');
}

function isZlibError(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  return code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code === 'ERR__ZLIB_BINDING_CLOSED';
}

function isExpectedType(mediaType: string, expect: SafeFetchOptions['expect']): boolean {
  if (expect === 'image') return mediaType.startsWith('image/');
  if (mediaType === 'application/xhtml+xml') return false;
  return mediaType.endsWith('/xml') || mediaType.endsWith('+xml') || mediaType.includes('rss') || mediaType.includes('atom');
}

/** Whether a body starts, after a byte order mark and whitespace, like an XML document or an RSS feed. */
function looksLikeXml(body: Buffer): boolean {
  const start = body.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<?xml') || start.startsWith('<rss');
}

function wrongType(mediaType: string, limits: Limits): FetchRefused {
  const answered = mediaType === '' ? 'without a content type' : `it answered ${mediaType}`;
  const what = limits.expect === 'xml' ? 'an RSS feed' : 'an image';
  return new FetchRefused(`This address does not serve ${what} (${answered}).`, 'type');
}

function tooBig(limits: Limits): FetchRefused {
  return new FetchRefused(`The ${limits.noun} is larger than ${size(limits.maxBytes)}.`, 'too_big');
}

/** A failure to connect or to read the answer, said so the user knows whether the address or the server is wrong. */
function unreachable(error: unknown, limits: Limits): FetchRefused {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'EAI_NODATA') {
    return new FetchRefused(`The ${limits.noun}'s server could not be found: check the address.`, 'network');
  }
  return new FetchRefused(`The ${limits.noun}'s server could not be reached.`, 'network');
}

/** 5 MB, 512 KB, 100 bytes. */
function size(bytes: number): string {
  const round = (value: number): string => String(Math.round(value * 10) / 10);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** 10 seconds, 1 second, 0.2 seconds. */
function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return value === 1 ? '1 second' : `${value} seconds`;
}

function times(count: number): string {
  return count === 1 ? 'once' : `${count} times`;
}
