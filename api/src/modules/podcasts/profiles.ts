import type { Static } from '@sinclair/typebox';
import { count, desc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { podcasterProfiles, users } from '../../db/schema';
import { FieldErrors, forbidden, HttpError } from '../../errors';
import type { PageRequest } from '../../http/pagination';
import type { AuthenticatedUser } from '../../plugins/auth';
import { keysOfImage, PROFILE_PICTURE, storeImage } from '../../uploads/images';
import { discardImage, scheduleUploadsRemoval } from '../../uploads/removal';
import { MAX_SOCIAL_LINKS, type PodcasterProfile, type ProfileChangesBody } from './schemas';
import type { PodcastsContext } from './views';

export const ONLY_PODCASTERS = 'Only users registered as podcasters can create a podcaster profile.';
export const PROFILE_EXISTS = 'You already have a podcaster profile';
export const PROFILE_NOT_FOUND = 'Podcaster profile not found. Please create one first.';
const PICTURE_REQUIRED = 'Please upload a profile picture';

export type ProfileInput = Omit<Static<typeof ProfileChangesBody>, 'profile_picture'>;

const profileColumns = {
  id: podcasterProfiles.id,
  userId: podcasterProfiles.userId,
  username: users.username,
  bio: podcasterProfiles.bio,
  website: podcasterProfiles.website,
  socialLinks: podcasterProfiles.socialLinks,
  profilePicture: podcasterProfiles.profilePicture,
  channelName: podcasterProfiles.channelName,
  createdAt: podcasterProfiles.createdAt,
  updatedAt: podcasterProfiles.updatedAt,
};

const selectProfiles = (ctx: PodcastsContext) =>
  ctx.db.select(profileColumns).from(podcasterProfiles).innerJoin(users, eq(users.id, podcasterProfiles.userId)).$dynamic();
type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

function profileView(ctx: PodcastsContext, row: ProfileRow): PodcasterProfile {
  return {
    id: row.id,
    user: { id: row.userId, username: row.username },
    bio: row.bio,
    website: row.website,
    social_links: row.socialLinks,
    profile_picture: row.profilePicture,
    profile_picture_url: ctx.files.urlOf(row.profilePicture),
    channel_name: row.channelName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Network name -> http(s) URL; every problem is reported under social_links. */
function checkedSocialLinks(links: Record<string, unknown>): Record<string, string> {
  const problems: string[] = [];
  const entries = Object.entries(links);
  if (entries.length > MAX_SOCIAL_LINKS) problems.push(`Enter at most ${MAX_SOCIAL_LINKS} links.`);
  for (const [network, url] of entries) {
    if (network.trim() === '' || network.length > 50) problems.push('Each network name must have 1 to 50 characters.');
    if (typeof url !== 'string' || !/^https?:\/\/\S+$/i.test(url.trim()) || url.length > 2000) {
      problems.push(`Enter a valid URL starting with http:// or https:// for "${network}".`);
    }
  }
  if (problems.length > 0) throw new FieldErrors({ social_links: problems });
  return Object.fromEntries(entries.map(([network, url]) => [network.trim(), String(url).trim()]));
}

function profileColumnsFrom(input: ProfileInput) {
  const columns = {
    bio: input.bio,
    website: input.website === '' ? null : input.website,
    socialLinks: input.social_links === undefined ? undefined : checkedSocialLinks(input.social_links),
    channelName: input.channel_name === '' ? null : input.channel_name,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof podcasterProfiles.$inferInsert
  >;
}

async function findProfile(ctx: PodcastsContext, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(ctx).where(eq(podcasterProfiles.userId, userId));
  return row;
}

/** A podcaster's one profile; a second one (even in a race: unique index) is refused. */
export async function createProfile(
  ctx: PodcastsContext,
  user: AuthenticatedUser,
  input: ProfileInput,
  picture: Buffer | null,
): Promise<PodcasterProfile> {
  if (user.userType !== 'podcaster') throw forbidden(ONLY_PODCASTERS, { code: 'podcasters_only' });
  if (await findProfile(ctx, user.id)) throw forbidden(PROFILE_EXISTS, { code: 'profile_exists' });
  const columns = profileColumnsFrom(input);
  if (!picture) throw new FieldErrors({ profile_picture: [PICTURE_REQUIRED] });
  const profilePicture = await storeImage(ctx.files, picture, PROFILE_PICTURE, 'profile_picture');
  try {
    await ctx.db.insert(podcasterProfiles).values({ ...columns, userId: user.id, profilePicture });
  } catch (error) {
    await discardImage(ctx, profilePicture);
    if (isUniqueViolation(error, 'podcaster_profiles_user_id_key')) throw forbidden(PROFILE_EXISTS, { code: 'profile_exists' });
    throw error;
  }
  return profileView(ctx, (await findProfile(ctx, user.id))!);
}

export async function myProfile(ctx: PodcastsContext, userId: number): Promise<PodcasterProfile> {
  const row = await findProfile(ctx, userId);
  if (!row) throw new HttpError(404, PROFILE_NOT_FOUND, { code: 'no_profile' });
  return profileView(ctx, row);
}

/**
 * Changes the given fields; a new picture replaces the old one, whose removal is scheduled with the change. If the
 * change fails, the new picture is removed again.
 */
export async function updateMyProfile(
  ctx: PodcastsContext,
  userId: number,
  input: ProfileInput,
  picture: Buffer | null,
): Promise<PodcasterProfile> {
  await myProfile(ctx, userId);
  const changes = profileColumnsFrom(input);
  const profilePicture = picture ? await storeImage(ctx.files, picture, PROFILE_PICTURE, 'profile_picture') : undefined;
  if (Object.keys(changes).length > 0 || profilePicture) {
    try {
      await ctx.db.transaction(async (tx) => {
        // The picture being replaced, read under the row's lock: of two replacements at once, each removes its own.
        const [replaced] = profilePicture
          ? await tx
              .select({ key: podcasterProfiles.profilePicture })
              .from(podcasterProfiles)
              .where(eq(podcasterProfiles.userId, userId))
              .for('update')
          : [];
        await tx
          .update(podcasterProfiles)
          .set({ ...changes, ...(profilePicture ? { profilePicture } : {}) })
          .where(eq(podcasterProfiles.userId, userId));
        await scheduleUploadsRemoval(tx, keysOfImage(replaced?.key ?? null));
      });
    } catch (error) {
      if (profilePicture) await discardImage(ctx, profilePicture);
      throw error;
    }
  }
  return myProfile(ctx, userId);
}

/** Every podcaster profile, newest first. */
export async function listProfiles(ctx: PodcastsContext, page: PageRequest): Promise<{ count: number; results: PodcasterProfile[] }> {
  const [rows, [total]] = await Promise.all([
    selectProfiles(ctx).orderBy(desc(podcasterProfiles.createdAt), desc(podcasterProfiles.id)).limit(page.pageSize).offset(page.offset),
    ctx.db.select({ total: count() }).from(podcasterProfiles),
  ]);
  return { count: total?.total ?? 0, results: rows.map((row) => profileView(ctx, row)) };
}
