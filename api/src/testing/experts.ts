import { eq } from 'drizzle-orm';
import { expertCategories } from '../db/schema';
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
