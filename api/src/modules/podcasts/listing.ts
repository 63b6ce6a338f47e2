import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { placeholders, preparedOnce, runPlainList } from '../../db/prepared';
import { podcastCounts, podcasts } from '../../db/schema';
import { rankedPage, textSearch } from '../../db/textSearch';
import { socialFieldsOf, type SocialCounts } from '../social/counts';
import { notFound } from '../../errors';
import { pageRequest, type PageRequest } from '../../http/pagination';
import { reviewWhere, type ReviewFilters } from '../admin/reviewFilters';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Viewer } from '../social/targets';
import type { SearchSummary } from '../topics/schemas';
import { nearestTopics, planSearch } from '../topics/searchPlan';
import type { Podcast, PodcastSort } from './schemas';
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
  /**
   * 'latest_episode': the show with the most recent episode first, shows without a dated episode last (with a search
   * too). Otherwise newest first, or best match first when searching.
   */
  sort?: PodcastSort;
  /**
   * Only the active shows: those whose latest episode is at or after this date (activeSince of the app's clock). A
   * show without a feed has no latest episode and is left out.
   */
  activeSince?: Date;
  /** The admin queues: one review state, featured or not, oldest first for the pending queue. */
  review?: ReviewFilters;
}

/**
 * One page of the podcasts the viewer may see: newest first, or best match first when searching (ties newest), or
 * by latest episode when asked; the active shows only when asked.
 */
export async function listPodcasts(
  ctx: PodcastsContext,
  viewer: Viewer,
  filters: PodcastFilters,
  page: PageRequest = pageRequest({}),
): Promise<{ count: number; results: Podcast[]; search?: SearchSummary }> {
  const byLatestEpisode = filters.sort === 'latest_episode';
  if (!filters.search && !filters.review && !viewer?.isAdmin && !byLatestEpisode && !filters.activeSince) {
    // The plain list: statements prepared once (newest first reads the listing index in order and stops after the
    // page; the count is kept by the database).
    const statements = plainList(ctx.db, viewer !== null, filters.category !== undefined);
    const { rows, count: total } = await runPlainList(statements, viewer?.id ?? null, filters.category, page);
    return { count: total, results: await podcastViews(ctx, rows, viewer) };
  }
  const plan = filters.search ? await planSearch(ctx.db, filters.search) : null;
  const search = plan
    ? textSearch(
        filters.search!,
        { document: podcasts.searchDocument, title: podcasts.searchTitle },
        {
          query: plan.query,
          // In a category that stands for a topic the text meets.
          alsoMatches:
            plan.podcastCategoryIds.length > 0 ? inArray(podcasts.categoryId, plan.podcastCategoryIds) : undefined,
        },
      )
    : null;
  const where = and(
    visibleTo(viewer),
    filters.category === undefined ? undefined : eq(podcasts.categoryId, filters.category),
    reviewWhere(filters.review, podcasts),
    filters.activeSince === undefined ? undefined : gte(podcasts.latestEpisodeAt, filters.activeSince),
    search?.matches,
  );
  const order = filters.review?.oldestFirst ? asc : desc;
  const newestFirst = [order(podcasts.createdAt), order(podcasts.id)];
  if (byLatestEpisode) {
    // Every show, or every match of the search, by its latest episode: the page's ids, then its podcasts with their
    // owners, counted exactly.
    const [ids, [counted]] = await Promise.all([
      latestEpisodePage(ctx.db, where, page, { datedOnly: filters.activeSince !== undefined }),
      ctx.db.select({ total: count() }).from(podcasts).where(where),
    ]);
    const total = counted?.total ?? 0;
    const rows =
      ids.length > 0
        ? await selectPodcasts(ctx.db, socialFieldsOf('podcast', podcasts.id, viewer)).where(inArray(podcasts.id, ids))
        : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      count: total,
      results: await podcastViews(
        ctx,
        ids.map((id) => byId.get(id)!),
        viewer,
      ),
      search: plan
        ? {
            terms: plan.terms,
            topics: plan.topics,
            nearest_topics: total === 0 ? await nearestTopics(ctx.db, filters.search!) : [],
          }
        : undefined,
    };
  }
  if (!search) {
    // Admins and the review queues: the same page, counted exactly.
    const pageIds = ctx.db
      .select({ id: podcasts.id })
      .from(podcasts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset(page.offset)
      .as('page');
    const [rows, [total]] = await Promise.all([
      selectPodcasts(ctx.db, socialFieldsOf('podcast', podcasts.id, viewer))
        .innerJoin(pageIds, eq(pageIds.id, podcasts.id))
        .orderBy(...newestFirst),
      ctx.db.select({ total: count() }).from(podcasts).where(where),
    ]);
    return { count: total?.total ?? 0, results: await podcastViews(ctx, rows, viewer) };
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
    search: plan
      ? {
          terms: plan.terms,
          topics: plan.topics,
          nearest_topics: ranked.count === 0 ? await nearestTopics(ctx.db, filters.search!) : [],
        }
      : undefined,
  };
}

/**
 * The ids of one page by latest episode: the shows with a dated episode, the most recent first, then those without
 * one (no feed yet, or no dates in it); ties highest id first. Each part is read in that order through the
 * latest-episode index, only as far as the page, so a page costs a page rather than sorting every show. With
 * `datedOnly` (the active shows) there are no undated ones to read.
 */
async function latestEpisodePage(
  db: Db,
  where: SQL | undefined,
  page: PageRequest,
  options: { datedOnly: boolean },
): Promise<number[]> {
  const part = (dated: boolean, limit: number) =>
    db
      .select({
        id: podcasts.id,
        dated: sql<number>`${sql.raw(dated ? '1' : '0')}`.as('dated'),
        latest: podcasts.latestEpisodeAt,
      })
      .from(podcasts)
      .where(and(where, dated ? isNotNull(podcasts.latestEpisodeAt) : isNull(podcasts.latestEpisodeAt)))
      .orderBy(desc(podcasts.latestEpisodeAt), desc(podcasts.id))
      .limit(limit);
  if (options.datedOnly) {
    const rows = await part(true, page.pageSize).offset(page.offset);
    return rows.map((row) => row.id);
  }
  const end = page.offset + page.pageSize;
  // By position: 2 is dated or not, 3 the latest episode, 1 the id.
  const rows = await unionAll(part(true, end), part(false, end))
    .orderBy(sql`2 desc`, sql`3 desc`, sql`1 desc`)
    .limit(page.pageSize)
    .offset(page.offset);
  return rows.map((row) => Number(row.id));
}

/**
 * The plain list's two statements for one shape (a visitor or a member, all categories or one), built once per
 * database and named, so a page costs no query building and PostgreSQL parses and plans each once per connection.
 * The page selects its ids first, so owners and likes are read for its rows only, not for the rows an offset skips.
 * The count is the published podcasts as the database keeps them counted (podcast_counts), plus a member's own
 * unpublished ones (their owner index), in one SELECT.
 */
function plainList(db: Db, signedIn: boolean, inCategory: boolean) {
  const name = `podcasts_plain_${signedIn ? 'member' : 'visitor'}_${inCategory ? 'category' : 'all'}`;
  return preparedOnce(db, name, (_name, on) => preparePlainList(on, name, signedIn, inCategory));
}

function preparePlainList(db: Db, name: string, signedIn: boolean, inCategory: boolean) {
  const viewer = signedIn ? { id: placeholders.viewer, isAdmin: false } : null;
  const inTheCategory = inCategory ? eq(podcasts.categoryId, placeholders.category) : undefined;
  const newestFirst = [desc(podcasts.createdAt), desc(podcasts.id)];
  const pageIds = db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(and(visibleTo(viewer), inTheCategory))
    .orderBy(...newestFirst)
    .limit(placeholders.limit)
    .offset(placeholders.offset)
    .as('page');
  const page = selectPodcasts(db, socialFieldsOf('podcast', podcasts.id, viewer))
    .innerJoin(pageIds, eq(pageIds.id, podcasts.id))
    .orderBy(...newestFirst)
    .prepare(`${name}_page`);
  const published = db
    .select({ approved: podcastCounts.approved })
    .from(podcastCounts)
    .where(eq(podcastCounts.categoryId, placeholders.category));
  const own = viewer
    ? db
        .select({ total: count() })
        .from(podcasts)
        .where(and(eq(podcasts.ownerId, placeholders.viewer), eq(podcasts.isApproved, false), inTheCategory))
    : sql`0`;
  const total = db
    .select({ total: sql<number>`coalesce((${published}), 0) + (${own})`.mapWith(Number) })
    .from(sql`(SELECT 1) AS one`)
    .prepare(`${name}_count`);
  return { page, count: total };
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
  const [row] = options.withSocial
    ? await detailWithSocial(ctx.db, viewer !== null).execute({ id, viewer: viewer?.id ?? 0 })
    : await preparedOnce(ctx.db, 'podcast_by_id', (name, on) =>
        selectPodcasts(on).where(eq(podcasts.id, placeholders.id)).prepare(name),
      ).execute({ id });
  if (!row || !canSee(row, viewer)) throw notFound();
  return row;
}

/** A podcast with its likes, comments and the viewer's like and save, prepared once per shape (see preparedOnce). */
function detailWithSocial(db: Db, signedIn: boolean) {
  const name = `podcast_detail_${signedIn ? 'member' : 'visitor'}`;
  return preparedOnce(db, name, (_name, on) =>
    selectPodcasts(
      on,
      socialFieldsOf('podcast', podcasts.id, signedIn ? { id: placeholders.viewer, isAdmin: false } : null),
    )
      .where(eq(podcasts.id, placeholders.id))
      .prepare(name),
  );
}

export async function getPodcast(ctx: PodcastsContext, id: number, viewer: Viewer): Promise<Podcast> {
  return podcastView(ctx, await findVisiblePodcast(ctx, id, viewer, { withSocial: true }), viewer);
}
