import type { Static } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { expertCategories, expertProfileCategories, expertProfiles } from '../../db/schema';
import { FieldErrors, forbidden, notFound, type FieldMessages } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { keysOfImage, PROFILE_PICTURE, storeImage } from '../../uploads/images';
import { removeSocialOf } from '../social/counts';
import { findOwnExpert, findVisibleExpert, getExpert } from './listing';
import type { ExpertChangesBody } from './schemas';
import type { ExpertsContext, ExpertView } from './views';

export const ONLY_EXPERTS = 'Only users registered as experts can create expert profiles';
export const PROFILE_EXISTS = 'You already have an expert profile';
export const NOT_YOUR_PROFILE = 'You can only edit your own profile';

export const MAX_EXPERIENCE_YEARS = 80;
export const MAX_EXPERTISE_ITEMS = 50;
export const MAX_EXPERTISE_ITEM_LENGTH = 100;
const MAX_NAME_LENGTH = 200;
const MAX_BIO_LENGTH = 5000;
const MAX_CATEGORIES = 10;

/** The body of create, PATCH and PUT; the picture comes apart, as a file. */
export type ExpertInput = Omit<Static<typeof ExpertChangesBody>, 'profile_picture'>;

/** The checked columns a body sets (omitted fields are left out), and the category ids when given. */
interface CheckedInput {
  columns: Partial<typeof expertProfiles.$inferInsert>;
  categoryIds?: number[];
}

const YEARS_MESSAGE = 'Experience years must be a positive number';
const REQUIRED: Record<string, string> = {
  name: 'Name is required',
  bio: 'Bio is required',
  expertise: 'Expertise is required',
  experience_years: YEARS_MESSAGE,
};

/** Comma-separated text or a list of texts, as a list of trimmed non-empty items; null when neither. */
function listOf(value: unknown): string[] | null {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (items === null || items.some((item) => typeof item !== 'string' && typeof item !== 'number')) return null;
  return items.map((item) => String(item).trim()).filter((item) => item !== '');
}

/** Optional text: the empty string clears it (null). */
const optionalText = (value: string): string | null => (value === '' ? null : value);

/**
 * Checks a body with the product's messages: every problem at once, under its field. On create the four
 * required fields must be present; on change only what is sent is checked.
 */
function checkedInput(input: ExpertInput, creating: boolean): CheckedInput {
  const errors: FieldMessages = {};
  const fail = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const columns: CheckedInput['columns'] = {};
  let categoryIds: number[] | undefined;
  const text = (field: keyof ExpertInput): string | undefined => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value.trim();
    fail(field, 'Not a valid string.');
    return undefined;
  };

  for (const field of ['name', 'bio'] as const) {
    const value = text(field);
    const max = field === 'name' ? MAX_NAME_LENGTH : MAX_BIO_LENGTH;
    if (value === undefined ? creating && !errors[field] : value === '') fail(field, REQUIRED[field]!);
    else if (value !== undefined && value.length > max) fail(field, `Ensure this field has no more than ${max} characters.`);
    else if (value !== undefined) columns[field] = value;
  }

  if (input.expertise !== undefined || creating) {
    const items = input.expertise === undefined ? [] : listOf(input.expertise);
    if (items === null) fail('expertise', 'Enter comma-separated text or a list of texts.');
    else if (items.length === 0) fail('expertise', REQUIRED.expertise!);
    else if (items.length > MAX_EXPERTISE_ITEMS) fail('expertise', `Enter at most ${MAX_EXPERTISE_ITEMS} areas of expertise.`);
    else if (items.some((item) => item.length > MAX_EXPERTISE_ITEM_LENGTH)) {
      fail('expertise', `Each area of expertise may have at most ${MAX_EXPERTISE_ITEM_LENGTH} characters.`);
    } else columns.expertise = items;
  }

  if (input.experience_years !== undefined || creating) {
    const raw = input.experience_years;
    const years = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(years) || years < 0) fail('experience_years', YEARS_MESSAGE);
    else if (years > MAX_EXPERIENCE_YEARS) fail('experience_years', `Experience years must be at most ${MAX_EXPERIENCE_YEARS}.`);
    else columns.experienceYears = years;
  }

  const website = text('website');
  if (website !== undefined) {
    if (website !== '' && (!/^https?:\/\/\S+$/i.test(website) || website.length > 2000)) {
      fail('website', 'Enter a valid URL starting with http:// or https://.');
    } else columns.website = optionalText(website);
  }

  const socialMedia = text('social_media');
  if (socialMedia !== undefined) {
    // Free text (a handle, a name), but anything written as an address must be an http(s) one.
    const scheme = /^([a-z][a-z0-9+.-]*):\S/i.exec(socialMedia)?.[1]?.toLowerCase();
    if (socialMedia.length > 500) fail('social_media', 'Ensure this field has no more than 500 characters.');
    else if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
      fail('social_media', 'Enter a handle, or a link starting with http:// or https://.');
    } else columns.socialMedia = optionalText(socialMedia);
  }

  const email = text('email');
  if (email !== undefined) {
    if (email !== '' && (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)) {
      fail('email', 'Enter a valid email address.');
    } else columns.email = optionalText(email.toLowerCase());
  }

  if (input.category_ids !== undefined) {
    const items = listOf(input.category_ids);
    const ids = items?.map(Number);
    if (!ids || ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2147483647)) {
      fail('category_ids', 'Enter category ids: comma-separated text or a list of integers.');
    } else if (new Set(ids).size > MAX_CATEGORIES) fail('category_ids', `Choose at most ${MAX_CATEGORIES} categories.`);
    else categoryIds = [...new Set(ids)];
  }

  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return { columns, categoryIds };
}

async function assertCategoriesExist(ctx: ExpertsContext, ids: number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const found = await ctx.db.select({ id: expertCategories.id }).from(expertCategories).where(inArray(expertCategories.id, ids));
  if (found.length !== ids.length) throw new FieldErrors({ category_ids: ['Invalid category.'] });
}

/** Stores the picture (if any) around `write`; if writing fails the new file is removed again. */
async function withPicture<T>(ctx: ExpertsContext, picture: Buffer | null, write: (key?: string) => Promise<T>): Promise<T> {
  const key = picture ? await storeImage(ctx.files, picture, PROFILE_PICTURE, 'profile_picture') : undefined;
  try {
    return await write(key);
  } catch (error) {
    if (key) await ctx.files.remove(keysOfImage(key));
    throw error;
  }
}

/** An expert's one profile, pending review. Only users registered as experts; a second one (even in a race) is refused. */
export async function createExpert(
  ctx: ExpertsContext,
  user: AuthenticatedUser,
  input: ExpertInput,
  picture: Buffer | null,
): Promise<ExpertView> {
  if (user.userType !== 'expert') throw forbidden(ONLY_EXPERTS);
  const [existing] = await ctx.db.select({ id: expertProfiles.id }).from(expertProfiles).where(eq(expertProfiles.userId, user.id));
  if (existing) throw forbidden(PROFILE_EXISTS);
  const { columns, categoryIds } = checkedInput(input, true);
  await assertCategoriesExist(ctx, categoryIds);
  const id = await withPicture(ctx, picture, async (profilePicture) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(expertProfiles)
          .values({
            ...columns,
            name: columns.name!,
            bio: columns.bio!,
            experienceYears: columns.experienceYears!,
            userId: user.id,
            profilePicture,
            approvalStatus: 'pending',
          })
          .returning({ id: expertProfiles.id });
        if (categoryIds && categoryIds.length > 0) {
          await tx.insert(expertProfileCategories).values(categoryIds.map((categoryId) => ({ profileId: created!.id, categoryId })));
        }
        return created!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'expert_profiles_user_id_key')) throw forbidden(PROFILE_EXISTS);
      throw error;
    }
  });
  return getExpert(ctx, id, user);
}

/**
 * Changes the given fields of a profile (its review stays as it is); a new picture replaces the old one and
 * remove_picture drops it; category_ids replaces the categories.
 */
async function changeExpert(
  ctx: ExpertsContext,
  current: { id: number; profilePicture: string | null },
  input: ExpertInput,
  picture: Buffer | null,
): Promise<void> {
  const { remove_picture: removePicture, ...fields } = input;
  const { columns, categoryIds } = checkedInput(fields, false);
  await assertCategoriesExist(ctx, categoryIds);
  const replacesPicture = picture !== null || removePicture === true;
  await withPicture(ctx, picture, async (profilePicture) => {
    const changes = { ...columns, ...(replacesPicture ? { profilePicture: profilePicture ?? null } : {}) };
    await ctx.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(expertProfiles).set(changes).where(eq(expertProfiles.id, current.id));
      if (categoryIds) {
        await tx.delete(expertProfileCategories).where(eq(expertProfileCategories.profileId, current.id));
        if (categoryIds.length > 0) {
          await tx.insert(expertProfileCategories).values(categoryIds.map((categoryId) => ({ profileId: current.id, categoryId })));
        }
      }
    });
  });
  if (replacesPicture && current.profilePicture) await ctx.files.remove(keysOfImage(current.profilePicture));
}

/** PATCH /experts/{id}/: the owner only (admins review, they do not edit); 404 when the viewer cannot see it. */
export async function updateExpert(
  ctx: ExpertsContext,
  id: number,
  user: AuthenticatedUser,
  input: ExpertInput,
  picture: Buffer | null,
): Promise<ExpertView> {
  const expert = await findVisibleExpert(ctx, id, user);
  if (expert.userId !== user.id) throw forbidden(NOT_YOUR_PROFILE);
  await changeExpert(ctx, expert, input, picture);
  return getExpert(ctx, id, user);
}

/** PUT /experts/my-profile/. */
export async function updateMyExpert(
  ctx: ExpertsContext,
  user: AuthenticatedUser,
  input: ExpertInput,
  picture: Buffer | null,
): Promise<ExpertView> {
  const expert = await findOwnExpert(ctx, user.id);
  await changeExpert(ctx, expert, input, picture);
  return getExpert(ctx, expert.id, user);
}

/** Deletes the profile with its categories, comments and likes (one transaction), then its picture. Owner or admin. */
export async function deleteExpert(ctx: ExpertsContext, id: number, user: AuthenticatedUser): Promise<void> {
  const expert = await findVisibleExpert(ctx, id, user);
  if (expert.userId !== user.id && !user.isAdmin) throw forbidden('You can only delete your own profile');
  await ctx.db.transaction(async (tx) => {
    await removeSocialOf(tx, 'expert', id);
    await tx.delete(expertProfiles).where(eq(expertProfiles.id, id));
  });
  await ctx.files.remove(keysOfImage(expert.profilePicture));
}

/** Approves or rejects a profile (admins only; the route checks); a rejected profile stays visible to its owner. */
export async function reviewExpert(
  ctx: ExpertsContext,
  id: number,
  approved: boolean,
  admin: AuthenticatedUser,
): Promise<ExpertView> {
  const [updated] = await ctx.db
    .update(expertProfiles)
    .set({ approvalStatus: approved ? 'approved' : 'rejected' })
    .where(eq(expertProfiles.id, id))
    .returning({ id: expertProfiles.id });
  if (!updated) throw notFound();
  return getExpert(ctx, id, admin);
}
