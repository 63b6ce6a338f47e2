import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeholders, preparedOnce, runPlainList } from '../../db/prepared';
import { rankedPage, type RankBand } from '../../db/textSearch';
import { expertCategories, expertProfileCategories, expertProfiles } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { pageRequest, type PageRequest } from '../../http/pagination';
import { reviewWhere, type ReviewFilters } from '../admin/reviewFilters';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Viewer } from '../social/targets';
import type { SearchSummary } from '../topics/schemas';
import { nearestTopics, planSearch, type SearchPlan } from '../topics/searchPlan';
import { stockholmDay } from './availability';
import type { Expert, ExpertSort } from './schemas';
import {
  canSee,
  expertView,
  expertViews,
  selectExperts,
  visibleTo,
  type ExpertRow,
  type ExpertsContext,
} from './views';

const FEATURED_COUNT = 8;
export const NO_PROFILE = "You don't have an expert profile yet. Please create one to get started.";

export interface ExpertFilters {
  search?: string;
  category?: number;
  /** Speaks this language (an ISO 639 code). */
  language?: string;
  region?: string;
  /** Records this way; experts who do both match either. */
  format?: 'remote' | 'in_person';
  /** Only experts open to bookings today. */
  available?: boolean;
  /** Only experts with a recorded appearance booked on PodBridge. */
  recorded?: boolean;
  /** Only experts whose reviews average at least this. */
  minRating?: number;
  /** The order; 'best' (the default) is best match first when searching, else newest. */
  sort?: ExpertSort;
  /** The admin queues: one review state, featured or not, oldest first for the pending queue. */
  review?: ReviewFilters;
}

/** Every expert category in alphabetical order, whatever the database's collation. */
export async function listExpertCategories(ctx: Pick<ExpertsContext, 'db'>) {
  return ctx.db
    .select({ id: expertCategories.id, name: expertCategories.name, name_sv: expertCategories.nameSv })
    .from(expertCategories)
    .orderBy(asc(sql`lower(${expertCategories.name})`), asc(expertCategories.name));
}

/**
 * One page of the profiles the viewer may see: newest first, or best match first when searching (ties newest).
 */
export async function listExperts(
  ctx: ExpertsContext,
  viewer: Viewer,
  filters: ExpertFilters,
  page: PageRequest = pageRequest({}),
): Promise<{ count: number; results: Expert[]; search?: SearchSummary }> {
  const profileFilters = profileWhere(filters);
  const sortOrder = recordOrder(filters.sort);
  if (!filters.search && !filters.review && !viewer?.isAdmin && !profileFilters && !sortOrder?.length) {
    // The plain list: statements prepared once (see plainList).
    const statements = plainList(ctx.db, viewer !== null, filters.category !== undefined);
    const { rows, count: total } = await runPlainList(statements, viewer?.id ?? null, filters.category, page);
    return { count: total, results: await expertViews(ctx, rows, viewer) };
  }
  const plan = filters.search ? await planSearch(ctx.db, filters.search) : null;
  const inCategory = filters.category === undefined ? undefined : inTheCategory(ctx.db, filters.category);
  const where = and(visibleTo(viewer), inCategory, reviewWhere(filters.review, expertProfiles), profileFilters);
  const order = filters.review?.oldestFirst ? asc : desc;
  const newestFirst = [order(expertProfiles.createdAt), order(expertProfiles.id)];
  if (!plan) {
    const [rows, [total]] = await Promise.all([
      selectExperts(ctx.db)
        .where(where)
        .orderBy(...(sortOrder ?? []), ...newestFirst)
        .limit(page.pageSize)
        .offset(page.offset),
      ctx.db.select({ total: count() }).from(expertProfiles).where(where),
    ]);
    return { count: total?.total ?? 0, results: await expertViews(ctx, rows, viewer) };
  }
  const inTopic =
    plan.topics.length > 0
      ? arrayOverlaps(
          expertProfiles.topicIds,
          plan.topics.map((topic) => topic.id),
        )
      : undefined;
  const inDocument = (query: SQL) => sql`${expertProfiles.searchDocument} @@ ${query}`;
  // The category test first: it is cheaper, and it settles the row when it holds.
  const matching = and(where, inTopic ? or(inTopic, inDocument(plan.query)) : inDocument(plan.query));
  let ids: number[];
  let found: number;
  if (sortOrder?.length) {
    // By track record: every match in that order (the record indexes), counted exactly.
    const [ranked, [total]] = await Promise.all([
      ctx.db
        .select({ id: expertProfiles.id })
        .from(expertProfiles)
        .where(matching)
        .orderBy(...sortOrder, ...newestFirst)
        .limit(page.pageSize)
        .offset(page.offset),
      ctx.db.select({ total: count() }).from(expertProfiles).where(matching),
    ]);
    ids = ranked.map((row) => row.id);
    found = total?.total ?? 0;
  } else {
    // Best match first, in bands (see expertBands), each read newest first only as far as the page.
    const ranked = await rankedPage(ctx.db, {
      table: expertProfiles,
      id: expertProfiles.id,
      createdAt: expertProfiles.createdAt,
      // Among equal matches, guests with more recorded appearances first.
      tieBreak: expertProfiles.recordedCount,
      where: matching,
      search: { rank: sql`0`, bands: expertBands(plan, inTopic) },
      oldestFirst: filters.review?.oldestFirst,
      page,
    });
    ids = ranked.ids;
    found = ranked.count;
  }
  const rows = ids.length > 0 ? await selectExperts(ctx.db).where(inArray(expertProfiles.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    count: found,
    results: await expertViews(
      ctx,
      ids.map((id) => byId.get(id)!),
      viewer,
    ),
    search: {
      terms: plan.terms,
      topics: plan.topics,
      nearest_topics: found === 0 ? await nearestTopics(ctx.db, filters.search!) : [],
    },
  };
}

/**
 * How a search ranks experts, best first: a typed word as written in their name, expertise or talking points; then
 * a category of a topic the search meets, or a form of a typed word in those fields ("historians" in "History"); then
 * the rest (a bio, a topic's other names, a typo guess). Within a band, more recorded appearances first, then newest:
 * each band is read through the index on those only as far as the page (or through the word index when it is small),
 * so a topic with thousands of experts costs a page, not thousands of rankings.
 */
function expertBands(plan: SearchPlan, inTopic: SQL | undefined): RankBand[] {
  const forms = sql`${expertProfiles.searchDocument} @@ ${plan.formsInHeadings}`;
  const declared = inTopic ? or(inTopic, forms)! : forms;
  if (!plan.exactInHeadings) {
    // No typed word is known as written: nothing has it.
    return [
      { where: declared, ranked: false, rank: 1 },
      { where: not(declared), ranked: false, rank: 0 },
    ];
  }
  const exact = sql`${expertProfiles.searchDocument} @@ ${plan.exactInHeadings}`;
  return [
    { where: exact, ranked: false, rank: 2 },
    { where: and(not(exact), declared)!, ranked: false, rank: 1 },
    { where: and(not(exact), not(declared))!, ranked: false, rank: 0 },
  ];
}

/**
 * The orders by track record: rating (highest average first, more reviews first among equals, unrated last) or
 * most recorded appearances; none for 'best' and 'newest', which the listing orders itself.
 */
function recordOrder(sort: ExpertSort | undefined): SQL[] | null {
  if (sort === 'rating') {
    return [sql`${expertProfiles.ratingAverage} DESC NULLS LAST`, desc(expertProfiles.ratingCount)];
  }
  if (sort === 'appearances') return [desc(expertProfiles.recordedCount)];
  if (sort === 'newest') return [];
  return null;
}

/**
 * The directory's filters on what a profile says and its record: language, region, recording format, availability
 * today, recorded appearances, rating.
 */
function profileWhere(filters: ExpertFilters): SQL | undefined {
  const conditions = [
    filters.language && arrayContains(expertProfiles.languages, [filters.language.toLowerCase()]),
    filters.region && eq(expertProfiles.region, filters.region),
    filters.format && inArray(expertProfiles.recordingFormat, [filters.format, 'both']),
    filters.available &&
      or(isNull(expertProfiles.availableFrom), lte(expertProfiles.availableFrom, stockholmDay(new Date()))),
    filters.recorded && gt(expertProfiles.recordedCount, 0),
    filters.minRating !== undefined && gte(expertProfiles.ratingAverage, filters.minRating),
  ].filter((condition): condition is SQL => !!condition);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Profiles in an expert category (a profile has several): a semi-join on the profile's category rows. */
function inTheCategory(db: Db, category: number | SQLWrapper) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(expertProfileCategories)
      .where(
        and(eq(expertProfileCategories.profileId, expertProfiles.id), eq(expertProfileCategories.categoryId, category)),
      ),
  );
}

/**
 * The plain list's page and count for one shape (a visitor or a member, all categories or one), prepared once per
 * database (see preparedOnce): newest first, counted exactly (a few thousand profiles).
 */
function plainList(db: Db, signedIn: boolean, inCategory: boolean) {
  const name = `experts_plain_${signedIn ? 'member' : 'visitor'}_${inCategory ? 'category' : 'all'}`;
  return preparedOnce(db, name, (_name, on) => {
    const where = and(
      visibleTo(signedIn ? { id: placeholders.viewer, isAdmin: false } : null),
      inCategory ? inTheCategory(on, placeholders.category) : undefined,
    );
    return {
      page: selectExperts(on)
        .where(where)
        .orderBy(desc(expertProfiles.createdAt), desc(expertProfiles.id))
        .limit(placeholders.limit)
        .offset(placeholders.offset)
        .prepare(`${name}_page`),
      count: on.select({ total: count() }).from(expertProfiles).where(where).prepare(`${name}_count`),
    };
  });
}

/** Up to eight approved profiles an admin featured, latest featured first: the home page's Expert Spotlights. */
export async function featuredExperts(ctx: ExpertsContext, viewer: Viewer): Promise<Expert[]> {
  const rows = await selectExperts(ctx.db)
    .where(and(eq(expertProfiles.approvalStatus, 'approved'), isNotNull(expertProfiles.featuredAt)))
    .orderBy(desc(expertProfiles.featuredAt), desc(expertProfiles.id))
    .limit(FEATURED_COUNT);
  return expertViews(ctx, rows, viewer);
}

/** Profiles waiting for an admin, oldest first. */
export async function pendingExperts(ctx: ExpertsContext, admin: AuthenticatedUser): Promise<Expert[]> {
  const rows = await selectExperts(ctx.db)
    .where(eq(expertProfiles.approvalStatus, 'pending'))
    .orderBy(asc(expertProfiles.createdAt), asc(expertProfiles.id));
  return expertViews(ctx, rows, admin);
}

/** The profile if the viewer may see it; someone else's pending or rejected profile is not found, like a missing one. */
export async function findVisibleExpert(
  ctx: Pick<ExpertsContext, 'db'>,
  id: number,
  viewer: Viewer,
): Promise<ExpertRow> {
  const [row] = await preparedOnce(ctx.db, 'expert_by_id', (name, on) =>
    selectExperts(on).where(eq(expertProfiles.id, placeholders.id)).prepare(name),
  ).execute({ id });
  if (!row || !canSee(row, viewer)) throw notFound();
  return row;
}

export async function getExpert(ctx: ExpertsContext, id: number, viewer: Viewer): Promise<Expert> {
  return expertView(ctx, await findVisibleExpert(ctx, id, viewer), viewer);
}

/** The user's own profile, whatever its review; 404 with the product's message when there is none. */
export async function findOwnExpert(ctx: Pick<ExpertsContext, 'db'>, userId: number): Promise<ExpertRow> {
  const [row] = await selectExperts(ctx.db).where(eq(expertProfiles.userId, userId));
  if (!row) throw new HttpError(404, NO_PROFILE, { code: 'no_profile' });
  return row;
}
