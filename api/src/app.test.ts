import { buildTestApp, type TestApp } from './testing/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API core', () => {
  it('answers health after a database round-trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with 404 Not found.', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('lets the web origin send %s across origins with credentials', async (method) => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/podcasts/1/',
      headers: {
        origin: t.app.config.corsOrigins[0] ?? '',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-methods'])).toContain(method);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('keeps trailing slashes exact', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'malformed_json', detail: 'Malformed JSON in the request body.' });
  });

  it('answers a body that is not an object with 400 and a detail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', detail: 'Expected a JSON object in the request body.' });
  });

  it('refuses a 10 MB body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'too_large', detail: 'The request body is too large: at most 1024 KB.' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(expect.arrayContaining(['/api/users/register/', '/api/users/me/']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('allows the web origin with credentials and sets security headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/login/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });
});
