import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { expertCategories, expertProfileCategories, expertProfiles, users } from '../../db/schema';
import { mayReadReview, maySee, visibleWhere, type QueryViewer } from '../../policies/visibility';
import { moderationOf } from '../admin/moderationRules';
import type { FileStore } from '../../uploads/fileStore';
import { socialCountsOf } from '../social/counts';
import type { Viewer } from '../social/targets';
import { isAvailableOn } from './availability';
import type { Expert, ExpertCategory } from './schemas';

/** What the expert services need; built once from the app. */
export interface ExpertsContext {
  db: Db;
  files: FileStore;
}

export type ApprovalStatus = (typeof expertProfiles.approvalStatus.enumValues)[number];

/** The columns a profile is shown with: the owner's username, never the account's email or the search columns. */
const expertColumns = {
  id: expertProfiles.id,
  userId: expertProfiles.userId,
  username: users.username,
  name: expertProfiles.name,
  bio: expertProfiles.bio,
  expertise: expertProfiles.expertise,
  talkingPoints: expertProfiles.talkingPoints,
  languages: expertProfiles.languages,
  city: expertProfiles.city,
  region: expertProfiles.region,
  recordingFormat: expertProfiles.recordingFormat,
  availableFrom: expertProfiles.availableFrom,
  sampleUrl: expertProfiles.sampleUrl,
  pastAppearances: expertProfiles.pastAppearances,
  experienceYears: expertProfiles.experienceYears,
  website: expertProfiles.website,
  socialMedia: expertProfiles.socialMedia,
  email: expertProfiles.email,
  profilePicture: expertProfiles.profilePicture,
  approvalStatus: expertProfiles.approvalStatus,
  reviewReason: expertProfiles.reviewReason,
  featuredAt: expertProfiles.featuredAt,
  createdAt: expertProfiles.createdAt,
  updatedAt: expertProfiles.updatedAt,
};

/** Profiles with their owner (and any extra columns), ready for a where, an order and a limit. */
export function selectExperts<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...expertColumns, ...(extra as Extra) })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .$dynamic();
}

export type ExpertRow = Awaited<ReturnType<typeof selectExperts<Record<never, never>>>>[number];

/** The profiles a viewer may see (the visibility policy): a profile is published once approved. */
export function visibleTo(viewer: QueryViewer | null): SQL | undefined {
  return visibleWhere(viewer, eq(expertProfiles.approvalStatus, 'approved'), expertProfiles.userId);
}

export function canSee(row: Pick<ExpertRow, 'approvalStatus' | 'userId'>, viewer: Viewer): boolean {
  return maySee(viewer, { published: row.approvalStatus === 'approved', ownerId: row.userId });
}

/** The categories of many profiles in one query, by name. */
async function categoriesOf(db: Db, ids: number[]): Promise<Map<number, ExpertCategory[]>> {
  const byProfile = new Map<number, ExpertCategory[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProfile;
  const rows = await db
    .select({
      profileId: expertProfileCategories.profileId,
      id: expertCategories.id,
      name: expertCategories.name,
      name_sv: expertCategories.nameSv,
    })
    .from(expertProfileCategories)
    .innerJoin(expertCategories, eq(expertCategories.id, expertProfileCategories.categoryId))
    .where(inArray(expertProfileCategories.profileId, ids))
    .orderBy(asc(expertCategories.name));
  for (const { profileId, ...category } of rows) byProfile.get(profileId)!.push(category);
  return byProfile;
}

/**
 * Rows as the API shows them to the viewer, with categories, likes (the viewer's own too) and comments fetched
 * for all of them at once.
 */
export async function expertViews(ctx: ExpertsContext, rows: ExpertRow[], viewer: Viewer): Promise<Expert[]> {
  const ids = rows.map((row) => row.id);
  const [counts, categories] = await Promise.all([
    socialCountsOf(ctx.db, 'expert', ids, viewer),
    categoriesOf(ctx.db, ids),
  ]);
  const now = new Date();
  return rows.map((row) => {
    const { likesCount, commentsCount, likedByViewer, savedByViewer } = counts.get(row.id)!;
    const profileCategories = categories.get(row.id)!;
    return {
      id: row.id,
      user: { id: row.userId, username: row.username },
      name: row.name,
      bio: row.bio,
      expertise: row.expertise,
      talking_points: row.talkingPoints,
      languages: row.languages,
      city: row.city,
      region: row.region as Expert['region'],
      recording_format: row.recordingFormat,
      available_from: row.availableFrom,
      is_available: isAvailableOn(row.availableFrom, now),
      sample_url: row.sampleUrl,
      past_appearances: row.pastAppearances,
      experience_years: row.experienceYears,
      website: row.website,
      social_media: row.socialMedia,
      email: row.email,
      profile_picture: row.profilePicture,
      profile_picture_url: ctx.files.urlOf(row.profilePicture),
      categories: profileCategories,
      category_ids: profileCategories.map((category) => category.id),
      likes_count: likesCount,
      current_user_liked: likedByViewer,
      current_user_saved: savedByViewer,
      comments_count: commentsCount,
      is_approved: row.approvalStatus === 'approved',
      approval_status: row.approvalStatus,
      review_reason: mayReadReview(viewer, row.userId) ? row.reviewReason : null,
      is_featured: row.featuredAt !== null,
      moderation: viewer?.isAdmin
        ? moderationOf('expert', { state: row.approvalStatus, featured: row.featuredAt !== null, reason: row.reviewReason })
        : undefined,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function expertView(ctx: ExpertsContext, row: ExpertRow, viewer: Viewer): Promise<Expert> {
  const [view] = await expertViews(ctx, [row], viewer);
  return view!;
}
