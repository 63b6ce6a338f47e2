import { buildTestApp, type TestApp } from '../../testing/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready/' });

describe('GET /api/ready/', () => {
  it('is ready while the database answers', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming what is unreachable, and is ready again once it answers', async () => {
    const failing = jest.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    t.app.dependencyChecks.set('redis', () => Promise.reject(new Error('ECONNREFUSED')));
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'not_ready', detail: 'Not ready: database, redis unreachable.' });
    } finally {
      failing.mockRestore();
      t.app.dependencyChecks.delete('redis');
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it("answers with the id a proxy passed on, or a new one, and logs the request under it", async () => {
    const passed = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(t.logs.some((line) => line.includes('"reqId":"lb-7f3a.42"'))).toBe(true);

    const made = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'not plain <script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });
});
