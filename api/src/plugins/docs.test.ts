import Ajv from 'ajv';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { OPERATIONS } from '../http/operations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Document = {
  paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; tags?: string[] }>>;
  tags: { name: string }[];
};

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const operationsOf = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the published OpenAPI document', () => {
  it('names, sums up, describes and files every operation under a domain, each name once', () => {
    const doc = t.app.swagger() as unknown as Document;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const unnamed = operations.filter(({ operation }) => !operation.operationId).map(({ key }) => key);
    expect(unnamed).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ operation }) => !operation.summary || !operation.description).map(({ key }) => key)).toEqual([]);
    const domains = new Set(doc.tags.map((tag) => tag.name));
    expect(operations.filter(({ operation }) => !operation.tags?.every((tag) => domains.has(tag))).map(({ key }) => key)).toEqual([]);
    // Every name listed is a route: a removed route takes its name with it.
    expect(Object.keys(OPERATIONS).filter((key) => !operations.some((operation) => operation.key === key))).toEqual([]);
  });

  it('documents the 429 and the rate-limit headers on the answers of every rate-limited route', () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    for (const [path, method] of [['/api/users/login/', 'post'], ['/api/users/register/', 'post'], ['/api/contact/', 'post']] as const) {
      const responses = doc.paths[path]![method]!.responses;
      expect(Object.keys(responses['429']?.headers ?? {})).toEqual(
        expect.arrayContaining(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
      );
      for (const [status, response] of Object.entries(responses).filter(([status]) => /^[24]/.test(status))) {
        const headers = Object.keys(response.headers ?? {});
        expect([status, headers]).toEqual([status, expect.arrayContaining(['X-RateLimit-Limit'])]);
      }
    }
  });

  it('leaves the rate-limit headers off a 401 answered before the request is counted, as the API does', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: 'nobody', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.headers['x-ratelimit-limit']).toBeDefined();
    expect(doc.paths['/api/users/login/']!.post!.responses['401']?.headers).toHaveProperty('X-RateLimit-Limit');

    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/digest/',
      payload: { time_zone: 'Europe/Stockholm' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['x-ratelimit-limit']).toBeUndefined();
    expect(doc.paths['/api/digest/']!.put!.responses['401']?.headers).not.toHaveProperty('X-RateLimit-Limit');
  });

  it('documents a 500 on every operation and a 401 on every operation that requires sign-in', () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const missing = operationsOf(doc).flatMap(({ key, operation }) => {
      const signInRequired = !operation.security?.some((scheme) => Object.keys(scheme).length === 0);
      const expected = signInRequired ? ['401', '500'] : ['500'];
      return expected.filter((status) => !operation.responses[status]?.content).map((status) => `${key} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('states the limits of every request: texts their length, integers their range, lists their size', () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const unbounded: string[] = [];
    const visit = (schema: Schema | undefined, where: string): void => {
      if (!schema) return;
      if (schema.$ref) return visit(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')], where);
      const types = [schema.type].flat();
      if (types.includes('string') && schema.maxLength === undefined && !schema.enum && schema.const === undefined) {
        unbounded.push(`${where}: a text without maxLength`);
      }
      const range = [schema.minimum, schema.maximum, schema.format];
      if (types.includes('integer') && range.includes(undefined)) {
        unbounded.push(`${where}: an integer without minimum, maximum or format`);
      }
      if (types.includes('array') && schema.maxItems === undefined) unbounded.push(`${where}: a list without maxItems`);
      for (const [name, member] of Object.entries(schema.properties ?? {})) visit(member, `${where}.${name}`);
      if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${where}.*`);
      visit(schema.items, `${where}[]`);
      for (const option of [schema.anyOf, schema.oneOf, schema.allOf].flat()) visit(option, where);
    };
    for (const { key, operation } of operationsOf(doc)) {
      for (const { schema, name } of operation.parameters ?? []) visit(schema, `${key} ${name}`);
      const bodies = Object.entries(operation.requestBody?.content ?? {});
      for (const [type, { schema }] of bodies) visit(schema, `${key} ${type}`);
    }
    expect(unbounded).toEqual([]);
  });

  it('shows examples of the main request bodies, each valid against its schema', () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    // Checked as JSON Schema: OpenAPI's own keywords and the formats (int32, date-time) are left aside.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const invalid: string[] = [];
    const examples = operationsOf(doc).flatMap(({ key, operation }) =>
      Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, media]) => [
        ...(media.example === undefined ? [] : [{ key, type, media, value: media.example }]),
        ...Object.values(media.examples ?? {}).map(({ value }) => ({ key, type, media, value })),
      ]),
    );
    for (const { key, type, media, value } of examples) {
      const validate = ajv.compile({ ...media.schema, components: doc.components });
      if (!validate(value)) invalid.push(`${key} ${type}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(invalid).toEqual([]);
    const shown = new Set(examples.map(({ key }) => key));
    expect(
      [
        'POST /api/users/register/',
        'POST /api/users/login/',
        'POST /api/podcasts/create/',
        'PUT /api/podcasts/{id}/',
        'POST /api/experts/create/',
        'PATCH /api/experts/{id}/',
        'POST /api/user_messages/',
        'POST /api/podcasts/{id}/comments/',
        'POST /api/bookings/',
        'POST /api/user_messages/{id}/report/',
        'POST /api/contact/',
      ].filter((key) => !shown.has(key)),
    ).toEqual([]);
  });

  it("leaves the validator's messages out: they are not OpenAPI", () => {
    expect(JSON.stringify(t.app.swagger())).not.toContain('errorMessage');
  });
});
