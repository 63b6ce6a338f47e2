import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { Negotiator } from '@fastify/accept-negotiator';
import type { Listen } from '../db/client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's anonymous answer is the same for every visitor: it is kept and answered from memory. */
    publicCache?: boolean;
    /**
     * The write changes no public answer (a new podcast or profile waits for review: nothing public shows it until
     * an admin approves it, which clears), so the cache stays.
     */
    keepsPublicCache?: boolean;
  }
}

export interface PublicCacheOptions {
  /** LISTEN across instances: a write on one clears every instance's cache. Without it, this instance's only. */
  listen?: Listen;
  /** How many bytes of answers (their compressed forms included) are kept; the least recently used go first. */
  maxBytes?: number;
  /** How long an answer is kept at most, for changes that come from no request (jobs, another tool). */
  ttlMs?: number;
}

interface Entry {
  payload: string;
  contentType: string;
  etag: string;
  /** The payload compressed, made on the first hit that asks for each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** What an entry costs in memory: its text (UTF-16 in V8, two bytes a character) and its compressed forms. */
function sizeOf(entry: Entry): number {
  return 2 * entry.payload.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + 256;
}

/** Below this an answer goes out as it is (as the compression plugin does). */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSORS: Record<Encoding, (payload: string) => Buffer> = {
  // Quality 5: a kept answer is compressed once and sent many times, so it may take a little longer than a fresh one.
  br: (payload) => brotliCompressSync(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (payload) => gzipSync(payload),
};

/** Negotiates Accept-Encoding (weights, `*`, `q=0` refusals) like the compression plugin, brotli first. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

const METHODS_THAT_READ = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that change nothing a public answer shows: signing in and out, private messages, bookings, saved items,
 * the contact form. Every other successful write clears the cache.
 */
const PRIVATE_WRITES = [
  '/api/users/login/',
  '/api/users/token/refresh/',
  '/api/users/logout/',
  '/api/users/resend-verification/',
  '/api/users/password-reset/',
  '/api/user_messages/',
  '/api/bookings/',
  '/api/saved/',
  '/api/contact/',
];

const changesPublicAnswers = (url: string) => !PRIVATE_WRITES.some((prefix) => url.startsWith(prefix));
/** Browsers and CDNs may keep the answer but ask again every time: an unchanged answer costs a 304. */
const CACHE_CONTROL = 'public, no-cache';
/** Each database schema has its channel, like the live events (each API test file has its own schema). */
const channel = sql`'podbridge_cache_' || current_schema()`;

/** The request's cache key when its route caches anonymous answers and it comes without credentials. */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return null;
  if (request.headers.authorization !== undefined) return null;
  return request.url;
}

/** A kept answer, or 304 when the client holds the same. */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, grown: () => void) {
  reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'HIT');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type(entry.contentType).header('vary', 'accept-encoding');
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (!encoding || Buffer.byteLength(entry.payload) < COMPRESS_FROM_BYTES) return reply.send(entry.payload);
  // Compressed once per entry; the compression plugin lets an answer with its Content-Encoding through as it is.
  let body = entry.encoded[encoding];
  if (!body) {
    body = entry.encoded[encoding] = COMPRESSORS[encoding](entry.payload);
    grown();
  }
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}

/**
 * Anonymous listings, details and featured lists are the same for every visitor: the first answer is kept in memory
 * (with an ETag, so a browser's repeat costs a 304) and repeats cost no query. Any successful write clears it, on
 * this instance at once and on the others through NOTIFY; an answer computed while a write landed is not kept.
 */
export default fp<PublicCacheOptions>(
  async (app, { listen, maxBytes = 32 * 1024 * 1024, ttlMs = 30_000 }) => {
    // Bounded in bytes, not entries: distinct searches with 100-item pages must not grow the process.
    const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: sizeOf, ttl: ttlMs });
    let generation = 0;
    const clear = () => {
      generation += 1;
      entries.clear();
    };

    /** Names this instance in its notices, so it does not clear again what it cleared at its own write. */
    const instanceId = randomUUID();
    let channelName: string | null = null;
    let unlisten: (() => Promise<void>) | null = null;
    if (listen) {
      const result = (await app.db.execute(sql`SELECT ${channel} AS channel`)) as { rows: { channel: string }[] };
      channelName = result.rows[0]?.channel ?? null;
      // This instance cleared its own at the write; a lost listening connection may have missed one: start afresh.
      if (channelName) unlisten = await listen(channelName, (from) => from !== instanceId && clear(), clear);
    }
    app.addHook('onClose', async () => {
      await unlisten?.();
    });

    app.addHook('onRequest', async (request, reply) => {
      const key = cacheKey(request);
      if (key === null) return undefined;
      request.publicCache = { key, generation };
      const entry = entries.get(key);
      app.metrics?.publicCacheLookup(entry ? 'hit' : 'miss');
      if (!entry) return undefined;
      request.publicCache = null;
      // A new compressed form makes the entry bigger: setting it again counts its size anew.
      return sendEntry(request, reply, entry, () => entries.has(key) && entries.set(key, entry, { noUpdateTTL: true }));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!METHODS_THAT_READ.has(request.method)) {
        if (
          reply.statusCode < 400 &&
          changesPublicAnswers(request.url) &&
          !request.routeOptions.config.keepsPublicCache
        ) {
          clear();
          if (channelName) await app.db.execute(sql`SELECT pg_notify(${channelName}, ${instanceId})`);
        }
        return payload;
      }
      const pending = request.publicCache;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const entry: Entry = {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        etag: `W/"${createHash('sha1').update(payload).digest('base64url')}"`,
        encoded: {},
      };
      // A write that landed while this answer was computed may be missing from it: serve it, keep it not.
      if (pending.generation === generation) entries.set(pending.key, entry);
      reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'MISS');
      if (request.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'public-cache', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a cacheable request that missed: where to keep its answer, and the cache's generation when it came. */
    publicCache?: { key: string; generation: number } | null;
  }
}
