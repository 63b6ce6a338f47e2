import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { register, registerVerified, signIn } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/users/login/', () => {
  it('signs in with the username in any case, returning tokens and the user', async () => {
    const credentials = await registerVerified(t, { username: 'Linus' });
    const response = await signIn(t, { username: 'LINUS', password: credentials.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access: expect.any(String),
      refresh: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.any(Number),
        username: 'Linus',
        email: credentials.email,
        user_type: 'podcaster',
        is_admin: false,
        message_emails: true,
        language: 'en',
      },
    });
  });

  it('gives back the language chosen at registration, so the site follows it on every device', async () => {
    const credentials = await registerVerified(t, { language: 'sv' });
    const response = await signIn(t, { username: credentials.username, password: credentials.password });
    expect(response.json()).toMatchObject({ user: { username: credentials.username, language: 'sv' } });
  });

  it('signs in with the email in any case', async () => {
    const credentials = await registerVerified(t);
    const response = await signIn(t, { username: credentials.email.toUpperCase(), password: credentials.password });
    expect(response.statusCode).toBe(200);
  });

  it("hashes at OWASP's argon2id parameters and replaces a hash with older ones at the next sign-in", async () => {
    const credentials = await registerVerified(t, { username: 'old_hash' });
    const stored = async () => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'old_hash')))[0]!.hash;
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // An account from before: hashed with the library's defaults (64 MiB, 3 passes, 4 lanes).
    const old = await argon2.hash(credentials.password, { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.username, 'old_hash'));

    expect((await signIn(t, { username: 'old_hash', password: 'not-the-password' })).statusCode).toBe(401);
    expect(await stored()).toBe(old);
    expect((await signIn(t, { username: 'old_hash', password: credentials.password })).statusCode).toBe(200);
    const rehashed = await stored();
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2.verify(rehashed, credentials.password)).toBe(true);
    expect((await signIn(t, { username: 'old_hash', password: credentials.password })).statusCode).toBe(200);
    expect(await stored()).toBe(rehashed);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const credentials = await registerVerified(t);
    const wrongPassword = await signIn(t, { username: credentials.username, password: 'wrong password!' });
    const unknownUser = await signIn(t, { username: 'nobody-at-all', password: 'wrong password!' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'invalid_credentials', detail: 'Invalid username or password' });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('refuses an unverified email with 403 and how to resend', async () => {
    const { credentials } = await register(t);
    const response = await signIn(t, { username: credentials.username, password: credentials.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail:
        'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.',
      code: 'email_not_verified',
      resend_url: '/api/users/resend-verification/',
    });
  });

  it.each([
    [true, 30 * DAY],
    [false, DAY],
  ])('with remember_me %s keeps the refresh token for the right time', async (rememberMe, lifetime) => {
    const credentials = await registerVerified(t);
    const response = await signIn(t, {
      username: credentials.username,
      password: credentials.password,
      remember_me: rememberMe,
    });
    const stored = await t.db.select().from(refreshTokens).where(eq(refreshTokens.rememberMe, rememberMe));
    const latest = stored.at(-1);
    expect(response.statusCode).toBe(200);
    expect(Math.abs((latest?.expiresAt.getTime() ?? 0) - Date.now() - lifetime)).toBeLessThan(60_000);
  });
});
