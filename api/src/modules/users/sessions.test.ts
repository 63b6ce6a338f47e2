import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs, registerVerified, signIn } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refresh = (token: string, rotate = true) =>
  t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', payload: { refresh: token, ...(rotate ? { rotate } : {}) } });
const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/', headers: authorization ? { authorization } : {} });
const INVALID_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

async function session() {
  const credentials = await registerVerified(t);
  const response = await signIn(t, { username: credentials.username, password: credentials.password });
  return response.json() as { access: string; refresh: string };
}

describe('POST /api/users/token/refresh/', () => {
  it('rotates: returns a working access token and a new refresh token', async () => {
    const tokens = await session();
    const response = await refresh(tokens.refresh);
    expect(response.statusCode).toBe(200);
    const rotated = response.json();
    expect(rotated).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(rotated.refresh).not.toBe(tokens.refresh);
    expect((await me(`Bearer ${rotated.access}`)).statusCode).toBe(200);
  });

  it('refuses a reused refresh token and revokes its whole family', async () => {
    const tokens = await session();
    const rotated = (await refresh(tokens.refresh)).json();
    const reuse = await refresh(tokens.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(INVALID_REFRESH);
    const afterTheft = await refresh(rotated.refresh);
    expect(afterTheft.statusCode).toBe(401);
  });

  it("keeps working for a client that never stores a new refresh token (the original contract's): no rotation unless asked", async () => {
    const tokens = await session();
    for (let round = 0; round < 3; round += 1) {
      const response = await refresh(tokens.refresh, false);
      expect(response.statusCode).toBe(200);
      const answered = response.json<{ access: string; refresh: string }>();
      expect(answered.refresh).toBe(tokens.refresh);
      expect((await me(`Bearer ${answered.access}`)).statusCode).toBe(200);
    }
    // Signing out still ends it.
    await t.app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: tokens.refresh } });
    expect((await refresh(tokens.refresh, false)).statusCode).toBe(401);
  });

  it('refuses a token already rotated away, also when asked not to rotate, and ends the sign-in', async () => {
    const tokens = await session();
    const rotated = (await refresh(tokens.refresh)).json<{ refresh: string }>();
    expect((await refresh(tokens.refresh, false)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh, false)).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const response = await refresh('made-up');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_REFRESH);
  });
});

describe('POST /api/users/logout/', () => {
  it('revokes the refresh token and is idempotent', async () => {
    const tokens = await session();
    const logout = () =>
      t.app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: tokens.refresh } });
    const first = await logout();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Logged out.' });
    expect((await logout()).statusCode).toBe(200);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});

describe('GET /api/users/me/', () => {
  it('returns the signed-in user', async () => {
    const { user, headers } = await loginAs(t, 'expert');
    const response = await me(headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, message_emails: true, language: 'en' });
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('requires a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
    });
  });

  it.each([['Bearer not.a.jwt'], ['Token abc'], ['Bearer']])('refuses the bad header %s', async (header) => {
    const response = await me(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  });

  it('refuses a refresh token used as an access token', async () => {
    const tokens = await session();
    expect((await me(`Bearer ${tokens.refresh}`)).statusCode).toBe(401);
  });
});
