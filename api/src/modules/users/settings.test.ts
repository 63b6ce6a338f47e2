import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs } from '../../testing/users';
import { fieldMessages } from '../../testing/errors';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patchMe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me/', headers, payload: payload as Record<string, unknown> });
const stored = async (id: number) =>
  (await t.db.select({ messageEmails: users.messageEmails }).from(users).where(eq(users.id, id)))[0]!.messageEmails;

describe('PATCH /api/users/me/ (message_emails)', () => {
  it('turns the unread-message emails off and on again; /me/ shows the setting', async () => {
    const { user, headers } = await loginAs(t, 'expert');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers })).json()).toEqual({
      ...user,
      message_emails: true,
      language: 'en',
    });
    const off = await patchMe({ message_emails: false }, headers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...user, message_emails: false, language: 'en' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers })).json()).toEqual({
      ...user,
      message_emails: false,
      language: 'en',
    });
    expect((await patchMe({ message_emails: true }, headers)).json()).toEqual({
      ...user,
      message_emails: true,
      language: 'en',
    });
    expect(await stored(user.id)).toBe(true);
  });

  it('refuses an anonymous visitor (401) and changes nothing', async () => {
    const { user } = await loginAs(t, 'podcaster');
    const response = await patchMe({ message_emails: false });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
    });
    expect(await stored(user.id)).toBe(true);
  });

  it.each([
    ['a string', { message_emails: 'no' }, { message_emails: ['Must be a valid boolean.'] }],
    ['a number', { message_emails: 0 }, { message_emails: ['Must be a valid boolean.'] }],
    ['nothing', {}, { code: 'no_setting', detail: 'Send at least one setting: message_emails or language.' }],
    ['an unknown language', { language: 'de' }, { language: ['"de" is not a valid choice. Choose one of: en, sv.'] }],
  ])('refuses %s with a field message (400) and changes nothing', async (_, body, errors) => {
    const { user, headers } = await loginAs(t, 'listener');
    const response = await patchMe(body, headers);
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual(errors);
    expect(await stored(user.id)).toBe(true);
  });

  it('stores the language the user chose; /me/ and the next sign-in give it back', async () => {
    const { user, headers } = await loginAs(t, 'expert');
    const response = await patchMe({ language: 'sv' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, message_emails: true, language: 'sv' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers })).json()).toMatchObject({
      language: 'sv',
    });
    const [row] = await t.db
      .select({ language: users.language, messageEmails: users.messageEmails })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ language: 'sv', messageEmails: true });
  });

  it('ignores other fields: the setting changes, the account does not', async () => {
    const { user, headers } = await loginAs(t, 'podcaster');
    const response = await patchMe({ message_emails: false, is_admin: true, username: 'boss' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, message_emails: false, language: 'en' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: user.username, isAdmin: false, messageEmails: false });
  });
});
