import { eq } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { register } from '../../testing/users';
import { fieldMessages } from '../../testing/errors';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/register/', payload: payload as object });

describe('POST /api/users/register/', () => {
  it('creates an unverified user, answers 201 with the public fields and mails a verification link', async () => {
    const { response } = await register(t, { username: 'Ada.Lovelace', email: 'Ada@Example.SE', user_type: 'expert' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: 'Ada.Lovelace',
      email: 'ada@example.se',
      user_type: 'expert',
      is_admin: false,
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(stored?.emailVerifiedAt).toBeNull();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    await t.runJobs();
    const mail = t.mail.messages.at(-1);
    expect(mail?.to).toBe('ada@example.se');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(mail?.link);
    expect(mail?.text).toContain(mail?.link);
    const tokens = await t.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, body.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toContain(mail?.link.split('/').at(-1));
  });

  it('requires every field', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { email: ['required'], password: ['required'], user_type: ['required'], username: ['required'] },
      username: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
      user_type: ['This field is required.'],
    });
  });

  it('rejects wrong types without coercing them', async () => {
    const response = await post({ username: 12345, email: true, password: 12345678, user_type: 'listener' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: {
        email: ['invalid_type'],
        password: ['invalid_type'],
        user_type: ['invalid_choice'],
        username: ['invalid_type'],
      },
      username: ['Not a valid string.'],
      email: ['Not a valid string.'],
      password: ['Not a valid string.'],
      user_type: ['"listener" is not a valid choice. Choose one of: podcaster, expert.'],
    });
  });

  it.each([
    ['a short password', { password: 'short1' }, { password: ['Password must be at least 8 characters long.'] }],
    ['an all-digit password', { password: '1234567890' }, { password: ['This password is entirely numeric.'] }],
    [
      'a password like the username',
      { username: 'margaret', password: 'Margaret1' },
      { password: ['The password is too similar to the username.'] },
    ],
    ['a short username', { username: 'ab' }, { username: ['Ensure this field has at least 3 characters.'] }],
    [
      'a long username',
      { username: 'u'.repeat(151) },
      { username: ['Ensure this field has no more than 150 characters.'] },
    ],
    [
      'a username with spaces',
      { username: 'no spaces', email: 'spaces@example.se' },
      { username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'] },
    ],
    ['an invalid email', { email: 'not-an-email' }, { email: ['Enter a valid email address.'] }],
  ])('rejects %s', async (_case, overrides, expected) => {
    const { response } = await register(t, overrides);
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual(expected);
  });

  it('lists several password problems at once', async () => {
    const { response } = await register(t, { password: '1234' });
    expect(response.json()).toEqual({
      field_codes: { password: ['invalid', 'invalid'] },
      password: ['Password must be at least 8 characters long.', 'This password is entirely numeric.'],
    });
  });

  it('refuses a username taken in another case and an email taken in another case', async () => {
    await register(t, { username: 'Grace', email: 'grace@example.se' });
    const { response } = await register(t, { username: 'gRACE', email: 'GRACE@example.se' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { email: ['invalid'], username: ['invalid'] },
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });

  it('lets exactly one of two racing registrations for one username win', async () => {
    const [first, second] = await Promise.all([
      register(t, { username: 'racer', email: 'racer1@example.se' }),
      register(t, { username: 'RACER', email: 'racer2@example.se' }),
    ]);
    const statuses = [first.response.statusCode, second.response.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const loser = [first, second].find(({ response }) => response.statusCode === 400);
    expect(loser?.response.json()).toEqual({
      field_codes: { username: ['username_taken'] },
      username: ['A user with that username already exists.'],
    });
    const stored = await t.db.select().from(users);
    expect(stored.filter((user) => user.username.toLowerCase() === 'racer')).toHaveLength(1);
  });

  it('drops unknown fields such as is_admin', async () => {
    const { response } = await register(t, { username: 'sneaky', ...({ is_admin: true } as object) });
    expect(response.statusCode).toBe(201);
    expect(response.json().is_admin).toBe(false);
  });
});
