import { eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { categories, podcasterProfiles, podcastFeeds, podcasts, users } from '../../db/schema';
import { cadenceOf, isActive } from '../feeds/signals';
import { mayReadReview, maySee, visibleWhere, type QueryViewer } from '../../policies/visibility';
import { moderationOf } from '../admin/moderationRules';
import type { FileStore } from '../../uploads/fileStore';
import { thumbnailKeyOf } from '../../uploads/images';
import { noSocialYet, socialCountsOf, type SocialCounts } from '../social/counts';
import type { Viewer } from '../social/targets';
import type { TopicRef } from '../topics/schemas';
import type { Podcast } from './schemas';

/** What the podcast services need; built once from the app. */
export interface PodcastsContext {
  db: Db;
  files: FileStore;
  /** The time the API acts at (whether a show is still active); the system clock when left out. */
  now?: Clock;
}

/** The columns a podcast is shown with (never the search document). */
const podcastColumns = {
  id: podcasts.id,
  title: podcasts.title,
  description: podcasts.description,
  link: podcasts.link,
  audioUrl: podcasts.audioUrl,
  image: podcasts.image,
  categoryId: podcasts.categoryId,
  categoryName: categories.name,
  categoryNameSv: categories.nameSv,
  ownerId: podcasts.ownerId,
  ownerUsername: users.username,
  ownerPicture: podcasterProfiles.profilePicture,
  language: podcasts.language,
  audienceLanguages: podcasts.audienceLanguages,
  website: podcasts.website,
  socialMedia: podcasts.socialMedia,
  isApproved: podcasts.isApproved,
  approvalStatus: podcasts.approvalStatus,
  reviewReason: podcasts.reviewReason,
  featuredAt: podcasts.featuredAt,
  createdAt: podcasts.createdAt,
  updatedAt: podcasts.updatedAt,
  /** The feed's signals (podcast_feeds is keyed by the podcast: one row at most). */
  feedPodcastId: podcastFeeds.podcastId,
  feedVerifiedAt: podcastFeeds.verifiedAt,
  feedEpisodeCount: podcastFeeds.episodeCount,
  feedCadenceDays: podcastFeeds.cadenceDays,
  latestEpisodeAt: podcasts.latestEpisodeAt,
  /** The topics it looks for guests on, in its order: read with the row, not by a query of their own. */
  guestTopics: sql<TopicRef[]>`(
    SELECT coalesce(
      json_agg(json_build_object('id', t.id, 'name', t.name_en, 'name_sv', t.name_sv) ORDER BY g.position),
      '[]'::json
    )
    FROM podcast_guest_topics AS g JOIN topics AS t ON t.id = g.topic_id
    WHERE g.podcast_id = ${podcasts.id}
  )`,
};

/** Podcasts with their owner and category (and any extra columns), ready for a where, an order and a limit. */
export function selectPodcasts<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...podcastColumns, ...(extra as Extra) })
    .from(podcasts)
    .innerJoin(users, eq(users.id, podcasts.ownerId))
    .leftJoin(podcasterProfiles, eq(podcasterProfiles.userId, podcasts.ownerId))
    .leftJoin(categories, eq(categories.id, podcasts.categoryId))
    .leftJoin(podcastFeeds, eq(podcastFeeds.podcastId, podcasts.id))
    .$dynamic();
}

export type PodcastRow = Awaited<ReturnType<typeof selectPodcasts<Record<never, never>>>>[number];

/** The podcasts a viewer may see (the visibility policy): a podcast is published once approved. */
export function visibleTo(viewer: QueryViewer | null): SQL | undefined {
  return visibleWhere(viewer, eq(podcasts.isApproved, true), podcasts.ownerId);
}

export function canSee(row: Pick<PodcastRow, 'isApproved' | 'ownerId'>, viewer: Viewer): boolean {
  return maySee(viewer, { published: row.isApproved, ownerId: row.ownerId });
}

/**
 * Rows as the API shows them to the viewer, with likes (the viewer's own too) and comments counted at once; rows
 * created in this request have none to count.
 */
export async function podcastViews(
  ctx: PodcastsContext,
  rows: (PodcastRow & Partial<SocialCounts>)[],
  viewer: Viewer,
  options: { justCreated?: boolean } = {},
): Promise<Podcast[]> {
  const ids = rows.map((row) => row.id);
  const now = ctx.now?.() ?? new Date();
  // Rows selected with socialFieldsOf carry their counts; others are counted here in one query.
  const counted = rows.every((row) => row.likesCount !== undefined);
  const counts = counted
    ? new Map(rows.map((row) => [row.id, row as SocialCounts]))
    : options.justCreated
      ? noSocialYet(ids)
      : await socialCountsOf(ctx.db, 'podcast', ids, viewer);
  return rows.map((row) => {
    const { likesCount, commentsCount, likedByViewer, savedByViewer } = counts.get(row.id)!;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      audio_url: row.audioUrl,
      image: row.image,
      image_url: ctx.files.urlOf(row.image),
      thumbnail_url: ctx.files.urlOf(row.image === null ? null : thumbnailKeyOf(row.image)),
      category:
        row.categoryId !== null && row.categoryName !== null && row.categoryNameSv !== null
          ? { id: row.categoryId, name: row.categoryName, name_sv: row.categoryNameSv }
          : null,
      category_id: row.categoryId,
      owner: {
        id: row.ownerId,
        username: row.ownerUsername,
        user: row.ownerId,
        profile_picture_url: ctx.files.urlOf(row.ownerPicture),
      },
      user: row.ownerId,
      creator_name: row.ownerUsername,
      language: row.language,
      audience_languages: row.audienceLanguages,
      guest_topics: row.guestTopics,
      website: row.website,
      social_media: row.socialMedia,
      is_approved: row.isApproved,
      approval_status: row.approvalStatus,
      review_reason: mayReadReview(viewer, row.ownerId) ? row.reviewReason : null,
      is_featured: row.featuredAt !== null,
      moderation: viewer?.isAdmin
        ? moderationOf('podcast', { state: row.approvalStatus, featured: row.featuredAt !== null, reason: row.reviewReason })
        : undefined,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      likes_count: likesCount,
      current_user_liked: likedByViewer,
      current_user_saved: savedByViewer,
      comments_count: commentsCount,
      feed:
        row.feedPodcastId === null
          ? null
          : {
              verified: row.feedVerifiedAt !== null,
              episode_count: row.feedEpisodeCount ?? 0,
              latest_episode_at: row.latestEpisodeAt?.toISOString() ?? null,
              cadence: cadenceOf(row.feedCadenceDays),
              active: isActive(row.latestEpisodeAt, now),
            },
    };
  });
}

export async function podcastView(
  ctx: PodcastsContext,
  row: PodcastRow & Partial<SocialCounts>,
  viewer: Viewer,
  options: { justCreated?: boolean } = {},
): Promise<Podcast> {
  const [view] = await podcastViews(ctx, [row], viewer, options);
  return view!;
}
