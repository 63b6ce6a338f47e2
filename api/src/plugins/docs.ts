import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { OPERATIONS } from '../http/operations';
import { TEXT_PATTERN } from '../http/schemas';
import { INT_MAX, INT_MIN, withIntegerBounds } from '../http/validation';

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

/** The parts of a request the validator checks, by their names in a route's schema. */
const REQUEST_PARTS = ['params', 'querystring', 'headers', 'body'] as const;

/** A request schema with what the validator checks beyond it (see validatorCompiler), at any depth. */
function withValidatorChecks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withValidatorChecks);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = Object.fromEntries(
    // Examples are values, not schemas.
    Object.entries(value).map(([key, member]) => [key, key === 'examples' ? member : withValidatorChecks(member)]),
  );
  if (copy.type === 'integer' && Number(copy.minimum) >= INT_MIN && Number(copy.maximum) <= INT_MAX) {
    copy.format ??= 'int32';
  }
  const restricted = ['pattern', 'format', 'enum', 'const'].some((keyword) => keyword in copy);
  if (copy.type === 'string' && !restricted) copy.pattern = TEXT_PATTERN;
  return copy;
}

/**
 * What a request may hold, as the validator checks it: every integer within the database's range (int32) unless
 * its schema says less, and no text with control characters.
 */
const documentValidation: SwaggerTransform = ({ schema, url }) => {
  if (!schema) return { schema, url };
  const checked = Object.fromEntries(
    REQUEST_PARTS.filter((part) => schema[part] !== undefined).map((part) => [
      part,
      withValidatorChecks(withIntegerBounds(schema[part])),
    ]),
  );
  return { schema: { ...schema, ...checked }, url };
};

interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, unknown>[];
  responses?: Record<string, Response>;
}
type Operations = Record<string, Record<string, Operation>>;
/** The members of the document publishedDocument completes. */
interface DocumentParts {
  paths?: Operations;
  servers?: object[];
  components?: object;
}

/**
 * An operation whose route asks for no sign-in takes one anyway: signed in, the answer carries the viewer's own
 * state (their likes, saves, their own pending items), and anonymous it does not.
 */
const OPTIONAL_SIGN_IN = [{}, { bearerAuth: [] }];

/** The answer every rate-limited route gives past its limit; its headers say when to come back (rateLimitHeaders). */
const RATE_LIMITED = {
  description: 'Too many requests from this address: wait the seconds Retry-After says.',
  type: 'object',
  properties: { code: { type: 'string' }, detail: { type: 'string' } },
  required: ['detail'],
};

/** A rate-limited route (`config.rateLimit`) documents its 429. */
const documentRateLimit: SwaggerTransform = ({ schema, url, route }) => {
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined;
  if (!limited || !schema) return { schema, url };
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}), 429: RATE_LIMITED };
  return { schema: { ...schema, response }, url };
};

/** The headers of the answers of a rate-limited route, and CORS's, which every answer to the site carries. */
const HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed per minute from this address.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in this minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the count starts again.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds until the limit opens again.', schema: { type: 'integer' } },
  'Access-Control-Allow-Origin': {
    description: "The request's origin when it is one the API serves (the site's); absent for any other origin.",
    schema: { type: 'string' },
  },
};
const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

/**
 * The headers of one answer of a rate-limited operation: the count on every answer, and when to come back on a 429.
 * An operation that requires sign-in checks the token before it counts the request: its 401 carries neither.
 */
function rateLimitHeaders(status: string, signInRequired: boolean) {
  const cors = { 'Access-Control-Allow-Origin': header('Access-Control-Allow-Origin') };
  if (status === '401' && signInRequired) return cors;
  return {
    'X-RateLimit-Limit': header('X-RateLimit-Limit'),
    'X-RateLimit-Remaining': header('X-RateLimit-Remaining'),
    'X-RateLimit-Reset': header('X-RateLimit-Reset'),
    ...(status === '429' ? { 'Retry-After': header('Retry-After') } : {}),
    ...cors,
  };
}

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDetail' } } };

/** The error handler's answer to a failure nobody expected (see plugins/errors.ts). */
const SERVER_ERROR = {
  description: 'An unexpected failure: logged by the API and answered without its details (code server_error).',
  content: ERROR_BODY,
};

/** The answer of an operation that requires sign-in to a request without a valid access token. */
const NOT_SIGNED_IN = {
  description:
    'No access token (code not_authenticated), or one that is invalid or expired (token_not_valid): refresh it or ' +
    'sign in again.',
  content: ERROR_BODY,
};

/**
 * The answers the routes' schemas leave out: a 500 on every operation, a 401 on every operation that requires sign-in,
 * and the headers of every answer of a rate-limited operation (one with a 429).
 */
function documentCommonAnswers(operation: Operation): void {
  const responses = (operation.responses ??= {});
  const signInRequired = !(operation.security ?? []).some((scheme) => Object.keys(scheme).length === 0);
  if (signInRequired) responses['401'] ??= NOT_SIGNED_IN;
  responses['500'] ??= SERVER_ERROR;
  if (!responses['429']) return;
  for (const [status, response] of Object.entries(responses)) {
    responses[status] = { ...response, headers: { ...response.headers, ...rateLimitHeaders(status, signInRequired) } };
  }
}

/** How a client signs in, and how the API treats the token. */
const BEARER_AUTH = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description:
    'An access token from POST /api/users/login/ (a new one from POST /api/users/token/refresh/), sent as ' +
    '`Authorization: Bearer <token>`. A JWT the API signs with HS256 and a secret of at least 32 characters; it ' +
    'expires after 15 minutes unless the server is set otherwise. As RFC8725 advises, the API accepts HS256 only ' +
    '(never `none`), checks the signature and the expiry, and takes only tokens issued as access tokens.',
} as const;

/** The server's own token for GET /api/metrics: set by the operator, never a user's sign-in. */
const METRICS_TOKEN_AUTH = {
  type: 'http',
  scheme: 'bearer',
  description:
    "The operator's METRICS_TOKEN (at least 16 characters, set on every instance), sent by Prometheus as " +
    '`Authorization: Bearer <METRICS_TOKEN>`; compared in constant time. No user token opens the metrics.',
} as const;

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
 * The published document: the validator's messages left out (they are not OpenAPI), every operation named and
 * summed up (see OPERATIONS; a route's own summary wins) with the answers its route's schema leaves out, and the
 * server declared public.
 */
export function publishedDocument<Document extends { paths?: unknown }>(document: Document): Document {
  const published = { ...(withoutValidatorKeywords(document) as Document), tags: TAGS };
  const parts = published as DocumentParts;
  for (const [path, methods] of Object.entries(parts.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const named = OPERATIONS[`${method.toUpperCase()} ${path}`];
      if (!named) continue;
      operation.operationId = named[0];
      operation.summary ??= named[1];
      if (named[2]) operation.description ??= named[2];
      operation.security ??= OPTIONAL_SIGN_IN;
      documentCommonAnswers(operation);
    }
  }
  // The API is public: the site and any client of the contract call it (x-internal: false says so to tools).
  parts.servers = parts.servers?.map((server) => ({ ...server, 'x-internal': false }));
  parts.components = { ...parts.components, headers: HEADERS };
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
        components: { securitySchemes: { bearerAuth: BEARER_AUTH, metricsToken: METRICS_TOKEN_AUTH } },
      },
      // Components named by their schema's $id (Podcast, Expert), not def-0: the generated client types use them.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
      transform: (route) => documentRateLimit({ ...route, ...documentValidation(route) }),
      transformObject: (document) =>
        'openapiObject' in document ? publishedDocument(document.openapiObject) : document.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
