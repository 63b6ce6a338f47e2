import { buildTestApp, type TestApp } from './testing/buildTestApp';
import { register, signIn } from './testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain passwords, tokens or one-time links', async () => {
    const password = 'a very secret passphrase';
    const { credentials } = await register(t, { password });
    await t.runJobs();
    const verifyToken = t.mail.tokenFor(credentials.email, 'verify-email');
    await t.app.inject({ method: 'GET', url: `/api/users/verify-email/${verifyToken}/` });
    const session = (await signIn(t, { username: credentials.username, password })).json();
    await t.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${session.access}` },
    });
    await t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', payload: { refresh: session.refresh } });
    await t.app.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email: credentials.email } });
    await t.runJobs();
    const resetToken = t.mail.tokenFor(credentials.email, 'reset-password');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/confirm/',
      payload: { token: resetToken, password: 'x' },
    });

    const output = t.logs.join('\n');
    expect(output).toContain('/api/users/verify-email/[redacted]/');
    for (const secret of [password, verifyToken, resetToken, session.access, session.refresh]) {
      expect(output).not.toContain(secret);
    }
  });
});
