import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { podcastCounts, podcasts } from '../../db/schema';
import { rankedPage, textSearch } from '../../db/textSearch';
import { socialFieldsOf, type SocialCounts } from '../social/counts';
import { notFound } from '../../errors';
import { pageRequest, type PageRequest } from '../../http/pagination';
import { reviewWhere, type ReviewFilters } from '../admin/reviewFilters';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Viewer } from '../social/targets';
import type { Podcast } from './schemas';
import {
  canSee,
  podcastView,
  podcastViews,
  selectPodcasts,
  visibleTo,
  type PodcastRow,
  type PodcastsContext,
} from './views';

const FEATURED_COUNT = 8;

export interface PodcastFilters {
  search?: string;
  category?: number;
  /** The admin queues: one review state, featured or not, oldest first for the pending queue. */
  review?: ReviewFilters;
}

/**
 * One page of the podcasts the viewer may see: newest first, or best match first when searching (ties newest).
 */
export async function listPodcasts(
  ctx: PodcastsContext,
  viewer: Viewer,
  filters: PodcastFilters,
  page: PageRequest = pageRequest({}),
): Promise<{ count: number; results: Podcast[] }> {
  const search = filters.search
    ? textSearch(filters.search, { document: podcasts.searchDocument, title: podcasts.searchTitle })
    : null;
  const where = and(
    visibleTo(viewer),
    filters.category === undefined ? undefined : eq(podcasts.categoryId, filters.category),
    reviewWhere(filters.review, podcasts),
    search?.matches,
  );
  const order = filters.review?.oldestFirst ? asc : desc;
  const newestFirst = [order(podcasts.createdAt), order(podcasts.id)];
  const countAll = () => ctx.db.select({ total: count() }).from(podcasts).where(where);
  if (!search) {
    // Newest first reads the listing index in order and stops after the page; the count is kept by the database.
    // The page's ids come first, so owners and likes are read for its rows only, not for the rows an offset skips.
    const pageIds = ctx.db
      .select({ id: podcasts.id })
      .from(podcasts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset(page.offset)
      .as('page');
    const [rows, total] = await Promise.all([
      selectPodcasts(ctx.db, socialFieldsOf('podcast', podcasts.id, viewer))
        .innerJoin(pageIds, eq(pageIds.id, podcasts.id))
        .orderBy(...newestFirst),
      filters.review || viewer?.isAdmin
        ? countAll().then(([row]) => row?.total ?? 0)
        : countVisible(ctx, viewer, filters.category),
    ]);
    return { count: total, results: await podcastViews(ctx, rows, viewer) };
  }
  // A search reads each rank band only as far as the page, then the page's podcasts with their owners.
  const ranked = await rankedPage(ctx.db, {
    table: podcasts,
    id: podcasts.id,
    createdAt: podcasts.createdAt,
    where,
    search,
    oldestFirst: filters.review?.oldestFirst,
    page,
  });
  const rows =
    ranked.ids.length > 0
      ? await selectPodcasts(ctx.db, socialFieldsOf('podcast', podcasts.id, viewer)).where(
          inArray(podcasts.id, ranked.ids),
        )
      : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    count: ranked.count,
    results: await podcastViews(
      ctx,
      ranked.ids.map((id) => byId.get(id)!),
      viewer,
    ),
  };
}

/**
 * How many podcasts the plain list shows a visitor or a member, in a category or all: the published ones as the
 * database keeps them counted (podcast_counts), plus a member's own unpublished ones (their owner index).
 */
async function countVisible(ctx: PodcastsContext, viewer: Viewer, category: number | undefined): Promise<number> {
  const published = ctx.db
    .select({ approved: podcastCounts.approved })
    .from(podcastCounts)
    .where(eq(podcastCounts.categoryId, category ?? 0));
  const own = viewer
    ? ctx.db
        .select({ total: count() })
        .from(podcasts)
        .where(
          and(
            eq(podcasts.ownerId, viewer.id),
            eq(podcasts.isApproved, false),
            category === undefined ? undefined : eq(podcasts.categoryId, category),
          ),
        )
    : sql`0`;
  // One round trip: both are scalar subqueries of a single SELECT.
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce((${published}), 0) + (${own})`.mapWith(Number) })
    .from(sql`(SELECT 1) AS one`);
  return row?.total ?? 0;
}

/** Up to eight approved podcasts an admin featured, latest featured first: the home page's selection. */
export async function featuredPodcasts(ctx: PodcastsContext, viewer: Viewer): Promise<Podcast[]> {
  const rows = await selectPodcasts(ctx.db)
    .where(and(eq(podcasts.isApproved, true), isNotNull(podcasts.featuredAt)))
    .orderBy(desc(podcasts.featuredAt), desc(podcasts.id))
    .limit(FEATURED_COUNT);
  return podcastViews(ctx, rows, viewer);
}

/** The user's own podcasts, approved or not, newest first. */
export async function myPodcasts(ctx: PodcastsContext, owner: AuthenticatedUser): Promise<Podcast[]> {
  const rows = await selectPodcasts(ctx.db)
    .where(eq(podcasts.ownerId, owner.id))
    .orderBy(desc(podcasts.createdAt), desc(podcasts.id));
  return podcastViews(ctx, rows, owner);
}

/** Podcasts waiting for an admin, oldest first. */
export async function pendingPodcasts(ctx: PodcastsContext, admin: AuthenticatedUser): Promise<Podcast[]> {
  const rows = await selectPodcasts(ctx.db)
    .where(eq(podcasts.approvalStatus, 'pending'))
    .orderBy(asc(podcasts.createdAt), asc(podcasts.id));
  return podcastViews(ctx, rows, admin);
}

/** The podcast if the viewer may see it; a pending podcast of someone else is not found, like a missing one. */
export async function findVisiblePodcast(
  ctx: Pick<PodcastsContext, 'db'>,
  id: number,
  viewer: Viewer,
  options: { withSocial?: boolean } = {},
): Promise<PodcastRow & Partial<SocialCounts>> {
  const extra = options.withSocial ? socialFieldsOf('podcast', podcasts.id, viewer) : {};
  const [row] = await selectPodcasts(ctx.db, extra).where(eq(podcasts.id, id));
  if (!row || !canSee(row, viewer)) throw notFound();
  return row;
}

export async function getPodcast(ctx: PodcastsContext, id: number, viewer: Viewer): Promise<Podcast> {
  return podcastView(ctx, await findVisiblePodcast(ctx, id, viewer, { withSocial: true }), viewer);
}
