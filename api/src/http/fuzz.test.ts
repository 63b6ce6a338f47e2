import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { expertWithProfile } from '../testing/experts';
import { addPodcast, podcasterWithProfile } from '../testing/podcasts';
import { loginAs } from '../testing/users';

/**
 * Every route of the OpenAPI document, fuzzed as each actor with requests built from its own schemas: wrong types,
 * empty and huge strings, control characters and broken UTF-16, huge and negative numbers, injection and traversal
 * strings, foreign and missing ids, unknown fields, other content types; and structural mutations of the JSON
 * text (see MUTATIONS) and repeated query parameters. A route added tomorrow is fuzzed with no code of its own. Nothing may answer 5xx or show a stack trace or SQL, and a refused write changes nothing.
 */

/** Requests per route and actor (FUZZ_RUNS overrides). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

type Schema = { $ref?: string; type?: string; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The tables whose content a refused write must leave as it was. */
const CONTENT_TABLES = [
  'users', 'podcaster_profiles', 'podcasts', 'expert_profiles', 'expert_profile_categories', 'comments', 'reactions',
  'saved_items', 'user_messages', 'user_blocks', 'message_reports', 'admin_actions', 'bookings', 'booking_slots',
  'booking_reviews',
];

/** Answers that give away internals: a stack frame, a source file, SQL or a driver's message. */
const LEAK = /\bat \S+ \(|node_modules|\.[jt]s:\d+|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|syntax error|violates|duplicate key|pglite|drizzle/i;

const HOSTILE_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\u0007bell', '\ud800', 'tail\udc00', "' OR 1=1 --", '"; DROP TABLE users; --',
  '../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '%00', 'null',
  'NaN', '-1', '1e20', '9'.repeat(40), 'x'.repeat(10_050), 'Ünïcödé – 🎙️', 'a\r\nSet-Cookie: x=1',
];
const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 12 }));
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 3, 2147483647, 2147483648, -2147483649, 1e20, -1e20, 1.5, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const anything: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), hostileText, { maxKeys: 3 }),
);

let doc: OpenApi;
const resolve = (schema: Schema): Schema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return doc.components?.schemas?.[name] ?? {};
};

/** Mostly a value of the declared type, good or bad (so requests get past the type check), sometimes anything. */
function valueFor(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  let typed: fc.Arbitrary<unknown>;
  if (schema.anyOf) typed = fc.oneof(...schema.anyOf.map(valueFor));
  else if (schema.enum) typed = fc.oneof(fc.constantFrom(...schema.enum), hostileText);
  else if (schema.type === 'string') typed = hostileText;
  else if (schema.type === 'integer' || schema.type === 'number') typed = hostileNumber;
  else if (schema.type === 'boolean') typed = fc.boolean();
  else if (schema.type === 'array') typed = fc.array(valueFor(schema.items ?? {}), { maxLength: 4 });
  else if (schema.type === 'object') typed = objectFor(schema);
  else typed = anything;
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: anything });
}

/** Some of the declared members (each of its kind), and now and then one nobody declared. */
function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const members = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, member]) => [name, valueFor(member)]));
  return fc
    .tuple(fc.record(members, { requiredKeys: [] }), fc.option(fc.tuple(fc.constantFrom('is_admin', 'owner_id', '__proto__', 'id', 'x'), anything)))
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

/** A path parameter: an id that exists (owned by someone or other), or one that cannot. */
const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '4') },
  { weight: 2, arbitrary: fc.constantFrom('0', '-1', '99999999999', '2147483648', 'abc', '1.5', '1e3', '%00', '..%2F..%2Fetc%2Fpasswd', '%F0%28%8C%28') },
);

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

type Encoding = 'json' | 'multipart' | 'form' | 'text' | 'none';

/**
 * Structural mutations of a JSON body, made on its text: what a schema-shaped value cannot be (nesting thousands
 * deep, arrays of 100,000 items, a key twice, prototype keys, numbers past a double and negative zero), bodies cut
 * short, and content types that lie about the body.
 */
const MUTATIONS = [
  'deep', 'long array', 'duplicate key', '__proto__', 'constructor', 'prototype', '1e400', '-0', 'truncated',
  'xml type', 'charset', 'json suffix',
] as const;
type Mutation = (typeof MUTATIONS)[number];

/** The JSON text of `body` with one more member written raw (any body that is not an object becomes one). */
function withMember(body: unknown, member: string): string {
  const text = body !== null && typeof body === 'object' && !Array.isArray(body) ? JSON.stringify(body) : '{}';
  return text === '{}' ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

function mutate(body: unknown, mutation: Mutation): Pick<InjectOptions, 'payload' | 'headers'> {
  const json = (payload: string, type = 'application/json') => ({ payload, headers: { 'content-type': type } });
  const text = JSON.stringify(body) ?? 'null';
  const firstKey = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body)[0] : undefined;
  switch (mutation) {
    case 'deep':
      return json(withMember(body, `"nested":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`));
    case 'long array':
      return json(withMember(body, `"items":[${Array.from({ length: 100_000 }, (_, index) => index).join(',')}]`));
    case 'duplicate key':
      return json(withMember(body, `${JSON.stringify(firstKey ?? 'id')}:"again"`));
    case '__proto__':
      return json(withMember(body, '"__proto__":{"is_admin":true,"isAdmin":true}'));
    case 'constructor':
      return json(withMember(body, '"constructor":{"prototype":{"is_admin":true}}'));
    case 'prototype':
      return json(withMember(body, '"prototype":{"is_admin":true}'));
    case '1e400':
      return json(withMember(body, `${JSON.stringify(firstKey ?? 'page')}:1e400`));
    case '-0':
      return json(withMember(body, `${JSON.stringify(firstKey ?? 'page')}:-0`));
    case 'truncated':
      return json(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    case 'xml type':
      return json(text, 'application/xml');
    case 'charset':
      return json(text, 'application/json; charset=latin1');
    case 'json suffix':
      return json(text, 'application/jsonx');
  }
}

/** Every query parameter twice, the second time with another value: `?page=1&page=abc`. */
function repeated(search: URLSearchParams, values: string[]): string {
  const twice = new URLSearchParams(search);
  [...search.keys()].forEach((key, index) => twice.append(key, values[index % values.length]!));
  return twice.toString();
}

function encode(body: unknown, encoding: Encoding): Pick<InjectOptions, 'payload' | 'headers'> {
  switch (encoding) {
    case 'none':
      return {};
    case 'json':
      return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    case 'text':
      return { payload: asText(body), headers: { 'content-type': 'text/plain' } };
    case 'form': {
      const fields = body !== null && typeof body === 'object' ? Object.entries(body) : [['value', body]];
      return {
        payload: new URLSearchParams(fields.map(([name, value]): [string, string] => [String(name), asText(value)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    }
    case 'multipart': {
      const form = new FormData();
      if (body !== null && typeof body === 'object') for (const [name, value] of Object.entries(body)) form.append(name, asText(value));
      return { payload: form as unknown as InjectOptions['payload'] };
    }
  }
}

let t: TestApp;
let actors: { name: string; headers: Record<string, string> }[];
const tally = { requests: 0, serverErrors: 0, routes: 0, repeatedQueries: 0 };
const mutated = Object.fromEntries(MUTATIONS.map((mutation) => [mutation, 0])) as Record<Mutation, number>;

beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger() as unknown as OpenApi;
  // A little of everything, so ids 1-4 name real rows with owners: podcasts, profiles, comments, messages, bookings.
  const admin = await loginAs(t, 'admin');
  const owner = await podcasterWithProfile(t);
  const podcast = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
  await addPodcast(t, owner.headers, { title: 'Waiting for review' });
  const expert = await expertWithProfile(t, {}, { approvedBy: admin.headers });
  const other = await loginAs(t, 'podcaster');
  await t.app.inject({ method: 'POST', url: `/api/podcasts/${podcast.id}/comments/`, headers: other.headers, payload: { content: 'Lovely show.' } });
  await t.app.inject({ method: 'POST', url: '/api/user_messages/', headers: owner.headers, payload: { receiver_id: expert.user.id, content: 'Hej!' } });
  const slot = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 11) + '10:00';
  await t.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: owner.headers,
    payload: { podcast_id: podcast.id, expert_id: expert.user.id, topic: 'Fuzzing', format: 'remote', slots: [slot] },
  });
  actors = [
    { name: 'anonymous', headers: {} },
    { name: 'owner', headers: owner.headers },
    { name: 'expert', headers: expert.headers },
    { name: 'another user', headers: other.headers },
    { name: 'admin', headers: admin.headers },
  ];
});

afterAll(async () => {
  process.stdout.write(
    `Fuzzed ${tally.requests} requests over ${tally.routes} routes as ${actors?.length ?? 0} actors: ${tally.serverErrors} answered 5xx.\n` +
      `Structural mutations: ${MUTATIONS.map((mutation) => `${mutation} ${mutated[mutation]}`).join(', ')}; ` +
      `repeated query parameters ${tally.repeatedQueries}.\n`,
  );
  await t.close();
});

/** A digest of every content table, to tell whether a request changed anything. */
async function contentDigest(): Promise<string> {
  const parts = CONTENT_TABLES.map((table) => sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.identifier(table)} t)`);
  const result = (await t.db.execute(sql`SELECT concat_ws(',', ${sql.join(parts, sql`, `)}) AS digest`)) as { rows: { digest: string }[] };
  return result.rows[0]!.digest;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

describe('the API under fuzzing', () => {
  it('never answers 5xx, never leaks internals, and changes nothing when it refuses a write', async () => {
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    tally.routes = routes.length;
    const failures: string[] = [];

    for (const { path, method, operation } of routes) {
      const parameters = operation.parameters ?? [];
      const pathNames = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const bodySchemas = Object.values(operation.requestBody?.content ?? {}).map((content) => content.schema);
      const request = fc.record({
        actor: fc.integer({ min: 0, max: actors.length - 1 }),
        pathValues: fc.array(pathValue, { minLength: pathNames.length, maxLength: pathNames.length }),
        query: fc.record(Object.fromEntries(query.map((parameter) => [parameter.name, valueFor(parameter.schema)])), { requiredKeys: [] }),
        body: bodySchemas.length > 0 ? fc.oneof(...bodySchemas.map(valueFor)) : fc.constant(undefined),
        encoding: fc.constantFrom<Encoding>(...(bodySchemas.length > 0 ? (['json', 'json', 'multipart', 'form', 'text', 'none'] as const) : (['none'] as const))),
        mutation: bodySchemas.length > 0 ? fc.option(fc.constantFrom(...MUTATIONS), { freq: 2 }) : fc.constant(null),
        repeatQuery: query.length > 0 ? fc.option(fc.array(fc.constantFrom(...HOSTILE_TEXT), { minLength: 1, maxLength: 2 }), { freq: 3 }) : fc.constant(null),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ actor, pathValues, query: queryValues, body, encoding, mutation, repeatQuery }) => {
          const { headers: actorHeaders, name } = actors[actor]!;
          // The event stream of a signed-in user stays open by design; its refusals are fuzzed anonymously.
          if (path === '/api/events/' && name !== 'anonymous') return;
          let url = path;
          pathNames.forEach((parameter, index) => {
            url = url.replace(`{${parameter}}`, pathValues[index]!);
          });
          const params = new URLSearchParams(Object.entries(queryValues).map(([key, value]): [string, string] => [key, asText(value)]));
          const search = repeatQuery && params.size > 0 ? repeated(params, repeatQuery) : params.toString();
          if (repeatQuery && params.size > 0) tally.repeatedQueries += 1;
          const write = WRITES.has(method);
          const before = write ? await contentDigest() : '';
          const encoded = mutation ? mutate(body, mutation) : encode(body, encoding);
          if (mutation) mutated[mutation] += 1;
          const response = await t.app.inject({
            method: method.toUpperCase() as InjectOptions['method'],
            url: search ? `${url}?${search}` : url,
            ...encoded,
            headers: { ...actorHeaders, ...encoded.headers },
          });
          tally.requests += 1;
          const where = `${method.toUpperCase()} ${url}${search ? `?${search.slice(0, 120)}` : ''} as ${name} (${mutation ?? encoding})`;
          if (response.statusCode >= 500) {
            tally.serverErrors += 1;
            failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
          }
          if (LEAK.test(response.body) && response.statusCode >= 400) failures.push(`leak ${where}: ${response.body.slice(0, 200)}`);
          if (write && response.statusCode >= 400 && (await contentDigest()) !== before) {
            failures.push(`a refused write changed data: ${response.statusCode} ${where}`);
          }
        }),
        { numRuns: RUNS * actors.length, seed: SEED + tally.routes + path.length, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  }, 600_000);
});
