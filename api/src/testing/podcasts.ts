import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { categories } from '../db/schema';
import type { TestApp } from './buildTestApp';
import { loginAs, type Role } from './users';

type Headers = { authorization: string };
type FormValue = string | number | Buffer | { file: Buffer; name: string; type?: string };

/** A small real PNG (a coloured square). */
export function pngImage(size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A multipart body for app.inject; Buffers become files named image.png. */
export function formOf(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Buffer.isBuffer(value)) form.append(name, new Blob([value], { type: 'image/png' }), 'image.png');
    else if (typeof value === 'object') form.append(name, new Blob([value.file], { type: value.type ?? '' }), value.name);
    else form.append(name, String(value));
  }
  return form;
}

/** The id of a seeded category, by name. */
export async function categoryId(t: TestApp, name: string): Promise<number> {
  const [category] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  if (!category) throw new Error(`no category ${name}`);
  return category.id;
}

/** A signed-in user (a podcaster unless told otherwise) who has a podcaster profile. */
export async function podcasterWithProfile(t: TestApp, role: Role = 'podcaster') {
  const session = await loginAs(t, role);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/podcasts/profile/create/',
    headers: session.headers,
    payload: formOf({ bio: 'I make podcasts.', profile_picture: await pngImage() }),
  });
  if (response.statusCode !== 201) throw new Error(`profile creation failed: ${response.body}`);
  return session;
}

/** Creates a podcast through the API (JSON; no cover) and returns its body; approves it when asked. */
export async function addPodcast(
  t: TestApp,
  headers: Headers,
  fields: Record<string, unknown> = {},
  options: { approvedBy?: Headers } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/podcasts/create/',
    headers,
    payload: { title: 'Fika with founders', description: 'Stories from Swedish startups.', category_id: await categoryId(t, 'Business'), ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`podcast creation failed: ${response.body}`);
  const podcast = response.json<{ id: number }>();
  if (options.approvedBy) {
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${podcast.id}/approve/`, headers: options.approvedBy });
  }
  return podcast;
}
