import { eq } from 'drizzle-orm';
import { expertCategories, users } from '../db/schema';
import { DEMO_EXPERTS } from '../demo/experts';
import { addDemoExpert } from '../demo/seed';
import type { TestApp } from './buildTestApp';
import { formOf } from './podcasts';
import { loginAs } from './users';

type Headers = { authorization: string };

/** The id of a seeded expert category, by name. */
export async function expertCategoryId(t: TestApp, name: string): Promise<number> {
  const [category] = await t.db.select({ id: expertCategories.id }).from(expertCategories).where(eq(expertCategories.name, name));
  if (!category) throw new Error(`no expert category ${name}`);
  return category.id;
}

/** The fields of a valid profile (multipart text), with any overrides. */
export function expertFields(overrides: Record<string, string | number | Buffer | undefined> = {}) {
  return {
    name: 'Åsa Öberg',
    bio: 'Klimatforskare i Göteborg som pratar gärna om havsnivåer.',
    expertise: 'Climate Science, Oceanography',
    experience_years: 12,
    ...overrides,
  };
}

/** Creates a profile through the API (multipart) and returns its body; approves it when asked. */
export async function addExpert(
  t: TestApp,
  headers: Headers,
  fields: Record<string, string | number | Buffer | undefined> = {},
  options: { approvedBy?: Headers } = {},
) {
  const response = await t.app.inject({ method: 'POST', url: '/api/experts/create/', headers, payload: formOf(expertFields(fields)) });
  if (response.statusCode !== 201) throw new Error(`expert profile creation failed: ${response.body}`);
  const profile = response.json<{ id: number }>();
  if (options.approvedBy) {
    await t.app.inject({
      method: 'POST',
      url: `/api/experts/profile/approve/${profile.id}/`,
      headers: options.approvedBy,
      payload: { is_approved: true },
    });
  }
  return profile;
}

/** A signed-in expert with a profile (approved when an admin's headers are given). */
export async function expertWithProfile(
  t: TestApp,
  fields: Record<string, string | number | Buffer | undefined> = {},
  options: { approvedBy?: Headers } = {},
) {
  const session = await loginAs(t, 'expert');
  const profile = await addExpert(t, session.headers, fields, options);
  return { ...session, profile };
}

/**
 * Every demo expert, approved by an admin, as the demo seed makes them: the directory the search and the suggestions
 * are judged on. The accounts go in one statement (no password to hash: nobody signs in as them). Returns the admin's
 * session. Takes a while on a busy machine: give the hook that calls it a long timeout.
 */
export async function seedDemoDirectory(t: TestApp) {
  const admin = await loginAs(t, 'admin');
  const categoryIds = new Map(
    (await t.db.select().from(expertCategories)).map((category) => [category.name, category.id]),
  );
  const approver = {
    id: admin.user.id,
    username: admin.user.username,
    email: admin.user.email,
    userType: admin.user.user_type,
    isAdmin: true,
  };
  const accounts = await t.db
    .insert(users)
    .values(
      DEMO_EXPERTS.map((demo) => ({
        username: demo.username,
        email: `${demo.username}@example.se`,
        passwordHash: 'not-used',
        userType: 'expert' as const,
      })),
    )
    .returning();
  for (const [index, demo] of DEMO_EXPERTS.entries()) {
    const { id, username, email } = accounts[index]!;
    const user = { id, username, email, userType: 'expert' as const, isAdmin: false };
    await addDemoExpert({ db: t.db, files: t.app.files }, user, demo, index, categoryIds, approver, null);
  }
  return admin;
}
