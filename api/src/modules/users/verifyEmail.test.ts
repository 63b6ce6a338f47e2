import { eq } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { register } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/verify-email/${token}/` });
const INVALID = { code: 'verification_link_invalid', detail: 'Invalid or expired verification link.' };

describe('GET /api/users/verify-email/{token}/', () => {
  it('verifies once; the same link then fails', async () => {
    const { credentials } = await register(t);
    await t.runJobs();
    const token = t.mail.tokenFor(credentials.email, 'verify-email');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email verified successfully. You can now sign in.' });
    const [user] = await t.db.select().from(users).where(eq(users.email, credentials.email));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const second = await verify(token);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(INVALID);
  });

  it('refuses an expired link', async () => {
    const { credentials } = await register(t);
    await t.runJobs();
    const token = t.mail.tokenFor(credentials.email, 'verify-email');
    await t.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'verification_link_expired',
      detail: 'This verification link has expired. Please request a new one.',
    });
  });

  it('refuses a garbage token', async () => {
    const response = await verify('not-a-real-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });
});

describe('POST /api/users/resend-verification/', () => {
  const resend = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/resend-verification/', payload: { email } });
  const SENT = { detail: 'If an account with an unverified email exists, a new verification link has been sent.' };

  it('sends a new link by email or username and invalidates the old one', async () => {
    const { credentials } = await register(t);
    await t.runJobs();
    const oldToken = t.mail.tokenFor(credentials.email, 'verify-email');
    const byUsername = await resend(credentials.username.toUpperCase());
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json()).toEqual(SENT);
    await t.runJobs();
    const newToken = t.mail.tokenFor(credentials.email, 'verify-email');
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);
  });

  it('mails a link that works the moment it arrives; a send that fails leaves the earlier link working', async () => {
    await register(t);
    // The user opens the link while the mail server is still answering the send.
    const openedAtOnce: number[] = [];
    const send = jest.spyOn(t.mail, 'send').mockImplementationOnce(async function (this: typeof t.mail, message) {
      this.messages.push(message);
      openedAtOnce.push((await verify(message.link.split('/verify-email/')[1]!)).statusCode);
      // Verified now: the next link (below) is asked for a fresh account.
    });
    await t.runJobs();
    expect(openedAtOnce).toEqual([200]);

    const other = await register(t);
    await t.runJobs();
    const delivered = t.mail.tokenFor(other.credentials.email, 'verify-email');
    send.mockRejectedValueOnce(new Error('451 try again later'));
    expect((await resend(other.credentials.email)).statusCode).toBe(200);
    expect(await t.runJobs()).toMatchObject({ failed: 1 });
    expect((await verify(delivered)).statusCode).toBe(200);
    send.mockRestore();
  });

  it('answers the same for unknown and already verified accounts, sending nothing', async () => {
    const before = t.mail.messages.length;
    const unknown = await resend('nobody@example.se');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SENT);
    const { credentials } = await register(t);
    await t.runJobs();
    await verify(t.mail.tokenFor(credentials.email, 'verify-email'));
    const verified = await resend(credentials.email);
    expect(verified.json()).toEqual(SENT);
    await t.runJobs();
    expect(t.mail.messages.length).toBe(before + 1);
  });
});
