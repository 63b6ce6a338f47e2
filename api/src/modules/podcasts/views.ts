import { eq, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, podcasts, users } from '../../db/schema';
import type { FileStore } from '../../uploads/fileStore';
import { thumbnailKeyOf } from '../../uploads/images';
import { socialCountsOf } from '../social/counts';
import type { Viewer } from '../social/targets';

/** What the podcast services need; built once from the app. */
export interface PodcastsContext {
  db: Db;
  files: FileStore;
}

export interface PodcastView {
  id: number;
  title: string;
  description: string;
  link: string | null;
  audio_url: string | null;
  image: string | null;
  image_url: string | null;
  thumbnail_url: string | null;
  category: { id: number; name: string } | null;
  category_id: number | null;
  owner: { id: number; username: string };
  user: number;
  creator_name: string;
  language: string | null;
  website: string | null;
  social_media: string | null;
  is_approved: boolean;
  created_at: string;
  updated_at: string;
  likes_count: number;
  comments_count: number;
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
  ownerId: podcasts.ownerId,
  ownerUsername: users.username,
  language: podcasts.language,
  website: podcasts.website,
  socialMedia: podcasts.socialMedia,
  isApproved: podcasts.isApproved,
  createdAt: podcasts.createdAt,
  updatedAt: podcasts.updatedAt,
};

/** Podcasts with their owner and category (and any extra columns), ready for a where, an order and a limit. */
export function selectPodcasts<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...podcastColumns, ...(extra as Extra) })
    .from(podcasts)
    .innerJoin(users, eq(users.id, podcasts.ownerId))
    .leftJoin(categories, eq(categories.id, podcasts.categoryId))
    .$dynamic();
}

export type PodcastRow = Awaited<ReturnType<typeof selectPodcasts<Record<never, never>>>>[number];

/**
 * The podcasts a viewer may see: approved ones for everybody, plus their own pending ones for a signed-in user,
 * and all of them for an admin. The one place this rule lives.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  if (!viewer) return eq(podcasts.isApproved, true);
  return or(eq(podcasts.isApproved, true), eq(podcasts.ownerId, viewer.id));
}

export function canSee(row: Pick<PodcastRow, 'isApproved' | 'ownerId'>, viewer: Viewer): boolean {
  return row.isApproved || viewer?.isAdmin === true || viewer?.id === row.ownerId;
}

/** Rows as the API shows them, with likes and comments counted for all of them at once. */
export async function podcastViews(ctx: PodcastsContext, rows: PodcastRow[]): Promise<PodcastView[]> {
  const counts = await socialCountsOf(
    ctx.db,
    'podcast',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { likesCount, commentsCount } = counts.get(row.id)!;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      audio_url: row.audioUrl,
      image: row.image,
      image_url: ctx.files.urlOf(row.image),
      thumbnail_url: ctx.files.urlOf(row.image === null ? null : thumbnailKeyOf(row.image)),
      category: row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
      category_id: row.categoryId,
      owner: { id: row.ownerId, username: row.ownerUsername },
      user: row.ownerId,
      creator_name: row.ownerUsername,
      language: row.language,
      website: row.website,
      social_media: row.socialMedia,
      is_approved: row.isApproved,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      likes_count: likesCount,
      comments_count: commentsCount,
    };
  });
}

export async function podcastView(ctx: PodcastsContext, row: PodcastRow): Promise<PodcastView> {
  const [view] = await podcastViews(ctx, [row]);
  return view!;
}
