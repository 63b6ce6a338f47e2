import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock';
import { registerJsonBodies } from './http/jsonBody';
import type { Config } from './config';
import type { Db, Listen } from './db/client';
import { validatorCompiler } from './http/validation';
import { loggerOptions } from './logging';
import { enterRequestContexts } from './requestContext';
import adminRoutes from './modules/admin/routes';
import bookingsRoutes from './modules/bookings/routes';
import savedRoutes from './modules/saved/routes';
import contactRoutes from './modules/contact/routes';
import eventsRoutes from './modules/events/routes';
import expertsRoutes from './modules/experts/routes';
import healthRoutes, { readyRoutes } from './modules/health/routes';
import messagesRoutes from './modules/messages/routes';
import podcastsRoutes from './modules/podcasts/routes';
import digestRoutes from './modules/digest/routes';
import suggestionsRoutes from './modules/suggestions/routes';
import topicsRoutes from './modules/topics/routes';
import usersRoutes from './modules/users/routes';
import auth from './plugins/auth';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import mail, { type Mailer } from './plugins/mail';
import metrics, { metricsRoute } from './plugins/metrics';
import publicCache from './plugins/publicCache';
import rateLimit from './plugins/rateLimit';
import uploads from './plugins/uploads';
import { uploadsSettingsOf } from './uploads/configuredStore';
import jobWake from './jobs/wake';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time the API acts at (tests and journeys move it). */
    now: Clock;
    /**
     * What this instance needs besides the database to serve, by name (Redis when configured): each resolves when
     * reachable and throws otherwise. GET /api/ready/ runs them.
     */
    dependencyChecks: Map<string, () => Promise<unknown>>;
  }
}

/** A request id a client or a proxy may pass on in `x-request-id`: short and plain, else the API makes its own. */
const PASSED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface AppDependencies {
  db: Db;
  /** The database's LISTEN, which carries live events between instances; without it none arrive live. */
  listen?: Listen;
  jwtSecret: string;
  mailer: Mailer;
  /** The system clock when omitted. */
  clock?: Clock;
  /** Where logs go (stdout when omitted); tests capture them. */
  logStream?: DestinationStream;
  /**
   * Whether a request that schedules a job (a verification email) has the due jobs run at once on this instance
   * rather than at the job runner's next round; on unless false (tests run jobs themselves).
   */
  runJobsOnWake?: boolean;
}

/** The HTTP API under /api, for the server and for tests. The caller opens and closes the database. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id: the caller's x-request-id when it sent a plain one (a load
    // balancer's), else a new UUID; the answer says which in its own x-request-id.
    requestIdHeader: false,
    genReqId: (request) => {
      const passed = request.headers['x-request-id'];
      return typeof passed === 'string' && PASSED_REQUEST_ID.test(passed) ? passed : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The jobs a request schedules, and the emails they send, log the request's id too (see requestContext).
  enterRequestContexts(app);
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);
  app.decorate('now', deps.clock ?? systemClock);
  app.decorate('dependencyChecks', new Map<string, () => Promise<unknown>>());

  try {
    await app.register(errors);
    registerJsonBodies(app);
    await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      // The plugin allows only GET, HEAD and POST by default; the site edits and deletes across origins too.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
    await app.register(database, { db: deps.db });
    // Before the plugins that count into it (the public cache, mail); its route comes with the others below.
    await app.register(metrics, { enabled: config.metricsToken !== undefined });
    // Before compression: it keeps the serialized answer, and a kept one is compressed on its way out like any other.
    if (config.publicCacheTtlMs > 0) await app.register(publicCache, { listen: deps.listen, ttlMs: config.publicCacheTtlMs });
    // Answers over 1 KB go out brotli- or gzip-compressed when the client takes it (a 12-item listing: 8 KB to ~2 KB).
    // The event stream is written by hand and stays uncompressed, so every event leaves at once. Answers up to 64 KB
    // (every page of a list) are compressed in one synchronous call (~35 µs for a 10 KB page at quality 4) rather
    // than through a compression stream on the thread pool (~170 µs, and its stream's tasks): the plugin's default
    // on two cores stops at 8 KB, below a signed-in podcast page (10.4 KB).
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: 64 * 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(mail, { mailer: deps.mailer });
    await app.register(auth, { jwtSecret: deps.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds });
    await app.register(rateLimit, { max: config.rateLimitAuthMax, redisUrl: config.redisUrl });
    await app.register(docs, { publicApiUrl: config.publicApiUrl });
    await app.register(uploads, uploadsSettingsOf(config));
    await app.register(jobWake, { enabled: deps.runJobsOnWake ?? true });

    await app.register(healthRoutes, { prefix: '/api/health' });
    await app.register(readyRoutes, { prefix: '/api/ready' });
    await app.register(metricsRoute);
    await app.register(usersRoutes, { prefix: '/api/users' });
    await app.register(podcastsRoutes, { prefix: '/api/podcasts' });
    await app.register(contactRoutes, { prefix: '/api/contact' });
    await app.register(expertsRoutes, { prefix: '/api/experts' });
    await app.register(messagesRoutes, { prefix: '/api/user_messages' });
    await app.register(eventsRoutes, { prefix: '/api/events', listen: deps.listen });
    await app.register(adminRoutes, { prefix: '/api/admin_dashboard' });
    await app.register(savedRoutes, { prefix: '/api/saved' });
    await app.register(bookingsRoutes, { prefix: '/api/bookings' });
    await app.register(topicsRoutes, { prefix: '/api/topics' });
    await app.register(suggestionsRoutes, { prefix: '/api' });
    await app.register(digestRoutes, { prefix: '/api' });

    await app.ready();
  } catch (error) {
    // Whatever the plugins opened before the failure (the Redis connection) closes in their onClose hooks.
    await app.close();
    throw error;
  }
  return app;
}
