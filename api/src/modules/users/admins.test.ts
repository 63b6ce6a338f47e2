import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { FieldErrors } from '../../errors';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { register, signIn } from '../../testing/users';
import { createOrPromoteAdmin } from './admins';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('createOrPromoteAdmin (the create-admin command)', () => {
  it('creates a verified admin who can sign in at once', async () => {
    const outcome = await createOrPromoteAdmin(
      { db: t.db },
      { username: 'root', email: 'Root@Example.se', password: 'admin passphrase', userType: 'expert' },
    );
    expect(outcome).toEqual({
      action: 'created',
      user: { id: expect.any(Number), username: 'root', email: 'root@example.se', user_type: 'expert', is_admin: true },
    });
    const response = await signIn(t, { username: 'root', password: 'admin passphrase' });
    expect(response.json().user.is_admin).toBe(true);
  });

  it('makes an existing user, found by email, an admin with a verified email', async () => {
    const { credentials } = await register(t);
    const outcome = await createOrPromoteAdmin({ db: t.db }, { email: credentials.email });
    expect(outcome.action).toBe('promoted');
    const [stored] = await t.db.select().from(users).where(eq(users.email, credentials.email));
    expect(stored?.isAdmin).toBe(true);
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('checks a new admin like a registration', async () => {
    const attempt = createOrPromoteAdmin(
      { db: t.db },
      { username: 'boss', email: 'boss@example.se', password: '12345678' },
    );
    await expect(attempt).rejects.toBeInstanceOf(FieldErrors);
    await expect(attempt).rejects.toMatchObject({ fields: { password: ['This password is entirely numeric.'] } });
  });
});
