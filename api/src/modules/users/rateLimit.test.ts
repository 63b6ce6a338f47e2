import { buildTestApp, type TestApp } from '../../testing/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitAuthMax: 3 });
});
afterAll(() => t.close());

describe('rate limits on sign-in', () => {
  it('answers 429 with a retry time after the limit, per client address', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        remoteAddress,
        payload: { username: 'x', password: 'y' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    // The window is a minute from the first attempt: a slow machine may have spent a second or more on the three.
    const { retry_after: retryAfter, ...rest } = limited.json<{ retry_after: number }>();
    expect(retryAfter).toBeGreaterThanOrEqual(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(rest).toEqual({
      code: 'throttled',
      detail: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });

  it('limits password reset requests too', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/',
        remoteAddress: '10.0.0.3',
        payload: { email: 'a@b.se' },
      });
    for (let i = 0; i < 3; i += 1) expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(429);
  });
});
