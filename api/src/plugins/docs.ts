import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { OPERATIONS } from '../http/operations';

/** Keywords of the validator in the route schemas that are not OpenAPI: its messages (ajv-errors). */
const VALIDATOR_ONLY = new Set(['errorMessage']);

/** A copy of `value` without the validator's own keywords, at any depth. */
function withoutValidatorKeywords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutValidatorKeywords);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VALIDATOR_ONLY.has(key))
      .map(([key, member]) => [key, withoutValidatorKeywords(member)]),
  );
}

type Operations = Record<
  string,
  Record<string, { operationId?: string; summary?: string; description?: string; security?: unknown[] }>
>;

/**
 * An operation whose route asks for no sign-in takes one anyway: signed in, the answer carries the viewer's own
 * state (their likes, saves, their own pending items), and anonymous it does not.
 */
const OPTIONAL_SIGN_IN = [{}, { bearerAuth: [] }];

/** The answer every rate-limited route gives past its limit, with the headers that say when to come back. */
const RATE_LIMITED = {
  description: 'Too many requests from this address: wait the seconds Retry-After says.',
  type: 'object',
  properties: { code: { type: 'string' }, detail: { type: 'string' } },
  required: ['detail'],
  headers: {
    'retry-after': { type: 'integer', description: 'Seconds until the limit opens again.' },
    'x-ratelimit-limit': { type: 'integer', description: 'Requests allowed per minute.' },
    'x-ratelimit-remaining': { type: 'integer', description: 'Requests left in this minute.' },
    'x-ratelimit-reset': { type: 'integer', description: 'Seconds until the count starts again.' },
  },
};

/** A rate-limited route (`config.rateLimit`) documents its 429 and the rate-limit headers. */
const documentRateLimit: SwaggerTransform = ({ schema, url, route }) => {
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined;
  if (!limited || !schema) return { schema, url };
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}), 429: RATE_LIMITED };
  return { schema: { ...schema, response }, url };
};

/** The domains of /api/docs, in the order a reader meets them, each with what it holds. */
const TAGS = [
  { name: 'users', description: 'Accounts: registration, email verification, sign-in and tokens, settings and password reset.' },
  { name: 'podcasts', description: 'The podcast directory and its shows, with their RSS feeds, episodes and verification.' },
  { name: 'podcaster profiles', description: "Podcasters' profiles and public pages." },
  { name: 'podcast likes and comments', description: 'Likes, comments and saves of podcasts.' },
  { name: 'experts', description: 'The expert directory and expert profiles.' },
  { name: 'expert reactions and comments', description: 'Likes, comments and saves of expert profiles.' },
  { name: 'topics', description: 'The topics shows look for guests on and experts speak on, with their aliases.' },
  { name: 'suggestions', description: 'Suggested guests for a show and suggested shows for an expert, with their reasons.' },
  { name: 'messages', description: 'Conversations between members, blocks and reports.' },
  { name: 'events', description: 'Live events (server-sent) for the signed-in user: messages, bookings, reads.' },
  { name: 'bookings', description: 'Recording bookings from invitation to review, with calendar invites and track records.' },
  { name: 'saved', description: "The signed-in user's saved podcasts and experts." },
  { name: 'digest', description: 'The weekly email: double opt-in, confirmation and one-click unsubscribe.' },
  { name: 'contact', description: 'Messages to the PodBridge team.' },
  { name: 'admin', description: 'Moderation, reports, suspensions, the audit trail and the weekly email, for admins.' },
  { name: 'health', description: 'Liveness for load balancers and monitors.' },
];

/**
 * The published document: the validator's messages left out (they are not OpenAPI), and every operation named and
 * summed up (see OPERATIONS; a route's own summary wins).
 */
export function publishedDocument<Document extends { paths?: unknown }>(document: Document): Document {
  const published = { ...(withoutValidatorKeywords(document) as Document), tags: TAGS };
  for (const [path, methods] of Object.entries((published.paths ?? {}) as Operations)) {
    for (const [method, operation] of Object.entries(methods)) {
      const named = OPERATIONS[`${method.toUpperCase()} ${path}`];
      if (!named) continue;
      operation.operationId = named[0];
      operation.summary ??= named[1];
      if (named[2]) operation.description ??= named[2];
      operation.security ??= OPTIONAL_SIGN_IN;
    }
  }
  return published;
}

/** The OpenAPI document built from the routes' TypeBox schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp<{ publicApiUrl: string }>(
  async (app, { publicApiUrl }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'PodBridge API',
          description: 'The marketplace where podcasters find expert guests.',
          version: '0.1.0',
          contact: { name: 'PodBridge', email: 'hello@podbridge.se', url: 'https://podbridge.se/contact' },
          license: { name: 'Proprietary', url: 'https://podbridge.se/about' },
        },
        servers: [{ url: publicApiUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Components named by their schema's $id (Podcast, Expert), not def-0: the generated client types use them.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
      transform: documentRateLimit,
      transformObject: (document) =>
        'openapiObject' in document ? publishedDocument(document.openapiObject) : document.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
