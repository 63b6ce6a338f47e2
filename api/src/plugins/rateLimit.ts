import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../errors';

/** REDIS_URL was set but no Redis answered there at start. */
export class RateLimitStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateLimitStoreError';
  }
}

/** Long enough for a server across a network, short enough that a wrong address fails the start quickly. */
const CONNECT_TIMEOUT_MS = 5000;

/** How the API's connections show in Redis's CLIENT LIST. */
export const REDIS_CONNECTION_NAME = 'podbridge-rate-limit';

/** Connects before the app is ready, so a missing or unreachable Redis stops the start with its reason. */
async function connectRedis(url: string): Promise<Redis> {
  let connected = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectionName: REDIS_CONNECTION_NAME,
    // ioredis's own backoff once running; at start a failure is final, or the start would retry for ever.
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 50, 2000) : null),
  });
  let firstError: Error | undefined;
  const remember = (error: Error) => void (firstError ??= error);
  redis.on('error', remember);
  try {
    await redis.connect();
    connected = true;
    return redis;
  } catch (error) {
    const { protocol, host } = new URL(url);
    const reason = (firstError ?? (error as Error)).message;
    throw new RateLimitStoreError(`Could not connect to Redis at REDIS_URL (${protocol}//${host}): ${reason}`);
  } finally {
    redis.off('error', remember);
  }
}

/**
 * Per-client-address limits, counted per route: in this instance's memory, or with `redisUrl` in Redis, shared
 * by every instance. Nothing is limited unless a route opts in with `config: { rateLimit: {} }`, which applies
 * `max` requests a minute.
 */
export default fp<{ max: number; redisUrl?: string }>(
  async (app, { max, redisUrl }) => {
    const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
    if (redis) {
      // A Redis outage while running skips the limits (logged) rather than refusing every sign-in.
      redis.on('error', (error) => app.log.error({ err: error }, 'rate-limit store (Redis) failed'));
      app.dependencyChecks.set('redis', () => redis.ping());
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      });
    }
    /** Whole seconds until the window opens again, at least 1. */
    const retryAfter = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));
    await app.register(rateLimit, {
      global: false,
      max,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'podbridge-rate-limit-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${retryAfter(context.ttl)} seconds.`, {
          code: 'throttled',
          retry_after: retryAfter(context.ttl),
        }),
    });
  },
  { name: 'rate-limit' },
);
