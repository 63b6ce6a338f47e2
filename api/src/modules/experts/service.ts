import type { Static } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { expertCategories, expertProfileCategories, expertProfiles } from '../../db/schema';
import { FieldErrors, forbidden } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { assertOwner } from '../../policies/owner';
import { keysOfImage, PROFILE_PICTURE, storeImage } from '../../uploads/images';
import { discardImage, scheduleUploadsRemoval } from '../../uploads/removal';
import { reviewAfterOwnerEdit } from '../admin/content';
import { removeSocialOf } from '../social/counts';
import { isCalendarDay } from './availability';
import { findOwnExpert, findVisibleExpert, getExpert } from './listing';
import type { Expert, ExpertChangesBody, NewExpertBody } from './schemas';
import type { ApprovalStatus, ExpertsContext } from './views';

export const ONLY_EXPERTS = 'Only users registered as experts can create expert profiles';
export const PROFILE_EXISTS = 'You already have an expert profile';
export const NOT_YOUR_PROFILE = 'You can only edit your own profile';
const NOT_A_DAY = 'Enter a date that exists, as YYYY-MM-DD.';

/** The body of PATCH and PUT; the picture comes apart, as a file. */
export type ExpertInput = Omit<Static<typeof ExpertChangesBody>, 'profile_picture'>;
/** The body of create, checked by its schema: name, bio, expertise and experience_years are there. */
export type NewExpertInput = Omit<Static<typeof NewExpertBody>, 'profile_picture'>;

/** The columns a checked body sets (omitted fields are left out), and the category ids when given. */
interface ExpertColumns {
  columns: Partial<typeof expertProfiles.$inferInsert>;
  categoryIds?: number[];
}

/** Optional text: the empty string clears it (null). */
const optionalText = (value: string | undefined): string | null | undefined => (value === '' ? null : value);

/** The columns of a body the route's schema has checked (trimmed, lists split); emails are kept lower-cased. */
function expertColumns(input: Omit<ExpertInput, 'remove_picture'>): ExpertColumns {
  assertCalendarDays(input);
  const columns = {
    name: input.name,
    bio: input.bio,
    expertise: input.expertise,
    talkingPoints: input.talking_points,
    languages: input.languages && [...new Set(input.languages.map((code) => code.toLowerCase()))],
    city: optionalText(input.city),
    region: optionalText(input.region),
    recordingFormat: input.recording_format,
    availableFrom: optionalText(input.available_from),
    sampleUrl: optionalText(input.sample_url),
    pastAppearances: input.past_appearances?.map((appearance) => ({
      show: appearance.show,
      episode: appearance.episode,
      url: appearance.url || null,
      date: appearance.date || null,
    })),
    experienceYears: input.experience_years,
    website: optionalText(input.website),
    socialMedia: optionalText(input.social_media),
    email: optionalText(input.email?.toLowerCase()),
  };
  return {
    columns: Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)),
    categoryIds: input.category_ids && [...new Set(input.category_ids)],
  };
}

/** Dates the schema let through by their shape must also be days of the calendar (2026-02-30 is not). */
function assertCalendarDays(input: Omit<ExpertInput, 'remove_picture'>): void {
  const problems: Record<string, string[]> = {};
  if (input.available_from && !isCalendarDay(input.available_from)) problems.available_from = [NOT_A_DAY];
  if (input.past_appearances?.some((appearance) => appearance.date && !isCalendarDay(appearance.date))) {
    problems.past_appearances = [NOT_A_DAY];
  }
  if (Object.keys(problems).length > 0) throw new FieldErrors(problems);
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
    if (key) await discardImage(ctx, key);
    throw error;
  }
}

/** An expert's one profile, pending review. Only users registered as experts; a second one (even in a race) is refused. */
export async function createExpert(
  ctx: ExpertsContext,
  user: AuthenticatedUser,
  input: NewExpertInput,
  picture: Buffer | null,
): Promise<Expert> {
  if (user.userType !== 'expert') throw forbidden(ONLY_EXPERTS, { code: 'experts_only' });
  const [existing] = await ctx.db.select({ id: expertProfiles.id }).from(expertProfiles).where(eq(expertProfiles.userId, user.id));
  if (existing) throw forbidden(PROFILE_EXISTS, { code: 'profile_exists' });
  const { columns, categoryIds } = expertColumns(input);
  await assertCategoriesExist(ctx, categoryIds);
  const id = await withPicture(ctx, picture, async (profilePicture) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(expertProfiles)
          .values({
            ...columns,
            name: input.name,
            bio: input.bio,
            experienceYears: input.experience_years,
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
      if (isUniqueViolation(error, 'expert_profiles_user_id_key')) throw forbidden(PROFILE_EXISTS, { code: 'profile_exists' });
      throw error;
    }
  });
  return getExpert(ctx, id, user);
}

/**
 * Changes the given fields of a profile; a new picture replaces the old one and remove_picture drops it;
 * category_ids replaces the categories. A rejected or unpublished profile goes back to the review queue (an
 * approved one stays approved).
 */
async function changeExpert(
  ctx: ExpertsContext,
  current: { id: number; profilePicture: string | null; approvalStatus: ApprovalStatus },
  input: ExpertInput,
  picture: Buffer | null,
): Promise<void> {
  const { remove_picture: removePicture, ...fields } = input;
  const { columns, categoryIds } = expertColumns(fields);
  await assertCategoriesExist(ctx, categoryIds);
  const replacesPicture = picture !== null || removePicture === true;
  await withPicture(ctx, picture, async (profilePicture) => {
    const changes = { ...columns, ...(replacesPicture ? { profilePicture: profilePicture ?? null } : {}) };
    await ctx.db.transaction(async (tx) => {
      // The picture being replaced, read under the row's lock: of two replacements at once, each removes what it replaced.
      const [replaced] = replacesPicture
        ? await tx
            .select({ key: expertProfiles.profilePicture })
            .from(expertProfiles)
            .where(eq(expertProfiles.id, current.id))
            .for('update')
        : [];
      if (Object.keys(changes).length > 0 || categoryIds) {
        const approvalStatus = reviewAfterOwnerEdit(current.approvalStatus);
        await tx.update(expertProfiles).set({ ...changes, approvalStatus }).where(eq(expertProfiles.id, current.id));
      }
      await scheduleUploadsRemoval(tx, keysOfImage(replaced?.key ?? null));
      if (categoryIds) {
        await tx.delete(expertProfileCategories).where(eq(expertProfileCategories.profileId, current.id));
        if (categoryIds.length > 0) {
          await tx.insert(expertProfileCategories).values(categoryIds.map((categoryId) => ({ profileId: current.id, categoryId })));
        }
      }
    });
  });
}

/** PATCH /experts/{id}/: the owner only (admins review, they do not edit); 404 when the viewer cannot see it. */
export async function updateExpert(
  ctx: ExpertsContext,
  id: number,
  user: AuthenticatedUser,
  input: ExpertInput,
  picture: Buffer | null,
): Promise<Expert> {
  const expert = await findVisibleExpert(ctx, id, user);
  assertOwner(user, expert.userId, NOT_YOUR_PROFILE);
  await changeExpert(ctx, expert, input, picture);
  return getExpert(ctx, id, user);
}

/** PUT /experts/my-profile/. */
export async function updateMyExpert(
  ctx: ExpertsContext,
  user: AuthenticatedUser,
  input: ExpertInput,
  picture: Buffer | null,
): Promise<Expert> {
  const expert = await findOwnExpert(ctx, user.id);
  await changeExpert(ctx, expert, input, picture);
  return getExpert(ctx, expert.id, user);
}

/**
 * Deletes the profile with its categories, comments and likes, and schedules the removal of its picture (one
 * transaction). Only its owner may: admins moderate (unpublish) instead, so nothing a user made is destroyed by
 * someone else.
 */
export async function deleteExpert(ctx: ExpertsContext, id: number, user: AuthenticatedUser): Promise<void> {
  const expert = await findVisibleExpert(ctx, id, user);
  assertOwner(user, expert.userId, 'You can only delete your own profile');
  await ctx.db.transaction(async (tx) => {
    await removeSocialOf(tx, 'expert', id);
    const [deleted] = await tx
      .delete(expertProfiles)
      .where(eq(expertProfiles.id, id))
      .returning({ key: expertProfiles.profilePicture });
    await scheduleUploadsRemoval(tx, keysOfImage(deleted?.key ?? null));
  });
}
