import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';

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

export default healthRoutes;
