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

  it('documents the 429 and its headers on every rate-limited route', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    for (const [path, method] of [['/api/users/login/', 'post'], ['/api/users/register/', 'post'], ['/api/contact/', 'post']] as const) {
      expect(Object.keys(doc.paths[path]![method]!.responses['429']?.headers ?? {})).toEqual(
        expect.arrayContaining(['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']),
      );
    }
  });

  it("leaves the validator's messages out: they are not OpenAPI", () => {
    expect(JSON.stringify(t.app.swagger())).not.toContain('errorMessage');
  });
});
