import { eq } from 'drizzle-orm';
import { adminActions, messageReports, refreshTokens, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs, registerVerified, signIn } from '../../testing/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
type Session = Awaited<ReturnType<typeof loginAs>>;
type Headers = { authorization: string } | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

afterAll(() => t.close());

async function send(from: Session, to: Session, content: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user_messages/',
    headers: from.headers,
    payload: { receiver_id: to.user.id, content },
  });
  if (response.statusCode !== 201) throw new Error(`sending failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function report(by: Session, messageId: number, reason = 'Spam'): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user_messages/${messageId}/report/`,
    headers: by.headers,
    payload: { reason },
  });
  if (response.statusCode !== 201) throw new Error(`reporting failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const reportsList = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/admin_dashboard/reports/${query}`, headers: admin.headers })).json<{
    count: number;
    results: {
      id: number;
      message: { id: number; sender: { id: number; is_suspended: boolean } };
      context: { id: number; sender: number; content: string }[];
      reports_of_sender: number;
      resolution: string | null;
      resolved_by: { id: number } | null;
    }[];
  }>();
const decide = (id: number, decision: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin_dashboard/reports/${id}/${decision}/`, headers, payload });
const storedReport = async (id: number) =>
  (await t.db.select().from(messageReports).where(eq(messageReports.id, id)))[0]!;

describe('the reports queue', () => {
  it('shows each open report with up to 3 messages on each side of its conversation, never withheld ones or other chats', async () => {
    const sender = await loginAs(t, 'podcaster');
    const receiver = await loginAs(t, 'expert');
    const stranger = await loginAs(t, 'listener');
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1)
      ids.push(await send(i % 2 ? sender : receiver, i % 2 ? receiver : sender, `before ${i}`));
    await send(sender, stranger, 'another conversation');
    const reported = await send(sender, receiver, 'Buy followers');
    for (let i = 1; i <= 4; i += 1) ids.push(await send(receiver, sender, `after ${i}`));
    await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: receiver.headers,
      payload: { user_id: sender.user.id },
    });
    await send(sender, receiver, 'withheld while blocked');
    const id = await report(receiver, reported, 'Selling followers');

    const open = await reportsList();
    const entry = open.results.find((item) => item.id === id)!;
    expect(entry).toMatchObject({
      reason: 'Selling followers',
      reporter: { id: receiver.user.id, username: receiver.user.username, user_type: 'expert' },
      message: {
        id: reported,
        content: 'Buy followers',
        sender: { id: sender.user.id, username: sender.user.username, is_suspended: false, suspension_reason: null },
        receiver: { id: receiver.user.id },
      },
      reports_of_sender: 1,
      resolution: null,
      resolved_at: null,
      resolved_by: null,
    });
    expect(entry.context.map((line) => line.content)).toEqual([
      'before 3',
      'before 4',
      'before 5',
      'Buy followers',
      'after 1',
      'after 2',
      'after 3',
    ]);
    expect(entry.context[3]).toMatchObject({ id: reported, sender: sender.user.id });
  });
});

describe('closing a report', () => {
  it('warns the sender by email, closes the other reports of the message, and records it', async () => {
    const sender = await loginAs(t, 'podcaster');
    const receiver = await loginAs(t, 'expert');
    const messageId = await send(sender, receiver, 'Rude words');
    const id = await report(receiver, messageId);

    const missing = await decide(id, 'warn', admin.headers, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      field_codes: { reason: ['invalid'] },
      reason: ['Write the reason the user will see.'],
    });
    const response = await decide(id, 'warn', admin.headers, { reason: 'Keep it civil.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'Warning sent',
      report: { id, resolution: 'warned', resolved_by: { id: admin.user.id } },
    });
    await t.runJobs();
    const mail = t.mail.messages.filter((message) => message.to === sender.user.email).at(-1)!;
    expect(mail.subject).toBe('A warning from PodBridge');
    expect(mail.text).toContain('Reason: Keep it civil.');
    expect(mail.link).toBe(`${t.app.config.publicWebUrl}/contact`);
    const [entry] = await t.db.select().from(adminActions).where(eq(adminActions.targetId, sender.user.id));
    expect(entry).toMatchObject({
      action: 'warn_user',
      targetType: 'user',
      targetLabel: sender.user.username,
      reason: 'Keep it civil.',
    });

    const closed = await decide(id, 'dismiss', admin.headers);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: 'report_closed', detail: 'This report is already closed.' });
    expect((await reportsList('?status=resolved')).results.map((item) => item.id)).toContain(id);
    expect((await reportsList()).results.map((item) => item.id)).not.toContain(id);
  });

  it('dismisses with an optional note and nothing happens to the sender', async () => {
    const sender = await loginAs(t, 'podcaster');
    const receiver = await loginAs(t, 'listener');
    const id = await report(receiver, await send(sender, receiver, 'Hello?'));
    const response = await decide(id, 'dismiss', admin.headers);
    expect(response.json()).toMatchObject({ detail: 'Report dismissed', report: { resolution: 'dismissed' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, sender.user.id));
    expect(row!.suspendedAt).toBeNull();
    const [entry] = await t.db.select().from(adminActions).where(eq(adminActions.targetId, id));
    expect(entry).toMatchObject({ action: 'dismiss_report', targetType: 'message_report', reason: null });
  });

  it('suspends the sender: signed out everywhere, refused at sign-in with the reason, until the suspension is lifted', async () => {
    const credentials = await registerVerified(t);
    const signedIn = await signIn(t, credentials);
    const { access, refresh, user } = signedIn.json<{ access: string; refresh: string; user: { id: number } }>();
    const sender = {
      user: { ...user, email: credentials.email },
      headers: { authorization: `Bearer ${access}` },
    } as Session;
    const receiver = await loginAs(t, 'expert');
    const id = await report(receiver, await send(sender, receiver, 'Buy my course'));

    const response = await decide(id, 'suspend', admin.headers, { reason: 'Selling to experts.' });
    expect(response.json()).toMatchObject({
      detail: 'User suspended',
      report: {
        resolution: 'suspended',
        message: { sender: { is_suspended: true, suspension_reason: 'Selling to experts.' } },
      },
    });
    const login = await signIn(t, credentials);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      reason: 'Selling to experts.',
      detail: 'Your account has been suspended: Selling to experts.',
      code: 'account_suspended',
    });
    const wrongPassword = await signIn(t, { ...credentials, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: sender.headers })).statusCode).toBe(
      401,
    );
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', payload: { refresh } });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).every(
        (row) => row.revokedAt !== null,
      ),
    ).toBe(true);
    await t.runJobs();
    expect(t.mail.messages.filter((message) => message.to === credentials.email).at(-1)!.subject).toBe(
      'Your PodBridge account has been suspended',
    );

    const suspended = await t.app.inject({
      method: 'GET',
      url: '/api/admin_dashboard/users/suspended/',
      headers: admin.headers,
    });
    expect(suspended.json<{ results: { id: number; suspension_reason: string }[] }>().results[0]).toMatchObject({
      id: user.id,
      suspension_reason: 'Selling to experts.',
    });
    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/admin_dashboard/users/${user.id}/unsuspend/`,
      headers: admin.headers,
    });
    expect(lifted.statusCode).toBe(200);
    expect((await signIn(t, credentials)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin_dashboard/users/${user.id}/unsuspend/`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('never suspends an admin', async () => {
    const other = await loginAs(t, 'admin');
    const receiver = await loginAs(t, 'expert');
    const id = await report(receiver, await send(other, receiver, 'Admin says hi'));
    const response = await decide(id, 'suspend', admin.headers, { reason: 'Test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'admin_not_suspendable', detail: 'Admins cannot be suspended.' });
    expect((await storedReport(id)).resolvedAt).toBeNull();
  });
});

describe('permissions', () => {
  it('refuses anonymous visitors (401), every non-admin including the reporter and the sender (403), and changes nothing', async () => {
    const sender = await loginAs(t, 'podcaster');
    const receiver = await loginAs(t, 'expert');
    const id = await report(receiver, await send(sender, receiver, 'Guarded'));
    const outsiders: [Headers, number][] = [
      [undefined, 401],
      [sender.headers, 403],
      [receiver.headers, 403],
      [(await loginAs(t, 'listener')).headers, 403],
    ];
    for (const [headers, status] of outsiders) {
      for (const decision of ['dismiss', 'warn', 'suspend']) {
        expect((await decide(id, decision, headers, { reason: 'No' })).statusCode).toBe(status);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/reports/', headers })).statusCode).toBe(
        status,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/users/suspended/', headers })).statusCode,
      ).toBe(status);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin_dashboard/users/${sender.user.id}/unsuspend/`,
            headers,
          })
        ).statusCode,
      ).toBe(status);
    }
    expect(await storedReport(id)).toMatchObject({ resolvedAt: null, resolution: null, resolvedBy: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, sender.user.id));
    expect(row!.suspendedAt).toBeNull();
    expect(await t.db.select().from(adminActions).where(eq(adminActions.targetId, sender.user.id))).toEqual([]);
  });
});
