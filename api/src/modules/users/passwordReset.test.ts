import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { registerVerified, signIn } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email } });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/password-reset/confirm/', payload: { token, password } });
const SENT = { detail: 'If an account exists for this email, a password reset link has been sent.' };
const INVALID = { code: 'reset_link_invalid', detail: 'Invalid or expired password reset link.' };

describe('password reset', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.mail.messages.length;
    const response = await requestReset('nobody@example.se');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await t.runJobs();
    expect(t.mail.messages.length).toBe(before);
  });

  it('resets once through the mailed link, ends old sessions, and only the new password works', async () => {
    const credentials = await registerVerified(t);
    const session = (await signIn(t, { username: credentials.username, password: credentials.password })).json();
    const response = await requestReset(credentials.email.toUpperCase());
    expect(response.json()).toEqual(SENT);
    await t.runJobs();
    expect(t.mail.messages.at(-1)?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]+$/);
    const token = t.mail.tokenFor(credentials.email, 'reset-password');

    const weak = await confirm(token, '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      field_codes: { password: ['invalid', 'invalid'] },
      password: ['Password must be at least 8 characters long.', 'This password is entirely numeric.'],
    });

    const done = await confirm(token, 'a brand new secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'Your password has been reset. You can now sign in.' });
    expect((await confirm(token, 'another new secret')).json()).toEqual(INVALID);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await signIn(t, { username: credentials.username, password: credentials.password })).statusCode).toBe(401);
    expect((await signIn(t, { username: credentials.username, password: 'a brand new secret' })).statusCode).toBe(200);
  });

  it('refuses a garbage token', async () => {
    const response = await confirm('garbage', 'a brand new secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });
});
