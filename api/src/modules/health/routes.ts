import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../errors';
import { ErrorDetail } from '../../http/schemas';

/** How long readiness waits for one dependency before counting it unreachable. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** Liveness with a database round-trip, for load balancers and start scripts. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', {
    prefixTrailingSlash: 'slash',
    schema: { tags: ['health'], response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};

/** Resolves with the check, or rejects once `ms` have passed. */
function within<T>(check: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    check().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Readiness, for a load balancer: 200 while this instance can serve (the database answers, and Redis when
 * configured); 503 naming what is unreachable, and 503 from the moment the instance starts shutting down (it
 * finishes the requests it has, and the load balancer sends no more).
 */
export const readyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.get('/', {
    prefixTrailingSlash: 'slash',
    schema: {
      tags: ['health'],
      response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ErrorDetail },
    },
  }, async (request) => {
    if (draining) throw new HttpError(503, 'Shutting down.', { code: 'draining' });
    const checks = new Map<string, () => Promise<unknown>>([['database', () => app.db.execute(sql`select 1`)], ...app.dependencyChecks]);
    const failed: string[] = [];
    await Promise.all(
      [...checks].map(async ([name, check]) => {
        try {
          await within(check, READY_CHECK_TIMEOUT_MS);
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'readiness check failed');
          failed.push(name);
        }
      }),
    );
    if (failed.length > 0) throw new HttpError(503, `Not ready: ${failed.sort().join(', ')} unreachable.`, { code: 'not_ready' });
    return { status: 'ready' as const };
  });
};

export default healthRoutes;
