import { Type, type Static } from '@sinclair/typebox';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { expertProfiles, podcasts, savedItems } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { Nullable, StringEnum } from '../../http/schemas';
import type { AuthenticatedUser } from '../../plugins/auth';
import { ExpertProfile } from '../experts/schemas';
import { expertViews, selectExperts, visibleTo as expertVisibleTo, type ExpertsContext } from '../experts/views';
import { Podcast } from '../podcasts/schemas';
import { podcastViews, selectPodcasts, visibleTo as podcastVisibleTo } from '../podcasts/views';

export const SavedItem = Type.Object(
  {
    type: StringEnum(['podcast', 'expert']),
    saved_at: Type.String({ format: 'date-time' }),
    podcast: Nullable(Podcast),
    expert: Nullable(ExpertProfile),
  },
  { $id: 'SavedItem' },
);
export type SavedItem = Static<typeof SavedItem>;

/**
 * One page of what the user saved, latest first. Only items they can still see are listed: a saved podcast or
 * profile that is unpublished (or deleted) drops out, and comes back if it is published again.
 */
export async function listSaved(
  ctx: ExpertsContext,
  user: AuthenticatedUser,
  page: PageRequest,
): Promise<{ count: number; results: SavedItem[] }> {
  const where = and(
    eq(savedItems.userId, user.id),
    or(
      and(eq(savedItems.targetType, 'podcast'), isNotNull(podcasts.id), podcastVisibleTo(user)),
      and(eq(savedItems.targetType, 'expert'), isNotNull(expertProfiles.id), expertVisibleTo(user)),
    ),
  );
  const base = () =>
    ctx.db
      .select({ type: savedItems.targetType, id: savedItems.targetId, savedAt: savedItems.createdAt, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(savedItems)
      .leftJoin(podcasts, and(eq(savedItems.targetType, 'podcast'), eq(podcasts.id, savedItems.targetId)))
      .leftJoin(expertProfiles, and(eq(savedItems.targetType, 'expert'), eq(expertProfiles.id, savedItems.targetId)));
  const rows = await base().where(where).orderBy(desc(savedItems.createdAt)).limit(page.pageSize).offset(page.offset);
  const podcastIds = rows.filter((row) => row.type === 'podcast').map((row) => row.id);
  const expertIds = rows.filter((row) => row.type === 'expert').map((row) => row.id);
  const [podcastRows, expertRows] = await Promise.all([
    podcastIds.length > 0 ? selectPodcasts(ctx.db).where(inArray(podcasts.id, podcastIds)) : Promise.resolve([]),
    expertIds.length > 0 ? selectExperts(ctx.db).where(inArray(expertProfiles.id, expertIds)) : Promise.resolve([]),
  ]);
  const [podcastList, expertList] = await Promise.all([
    podcastViews(ctx, podcastRows, user),
    expertViews(ctx, expertRows, user),
  ]);
  const podcastById = new Map(podcastList.map((item) => [item.id, item]));
  const expertById = new Map(expertList.map((item) => [item.id, item]));
  const total = rows[0]?.total ?? (page.offset > 0 ? ((await base().where(where).limit(1))[0]?.total ?? 0) : 0);
  return {
    count: total,
    results: rows.map((row) => ({
      type: row.type,
      saved_at: row.savedAt.toISOString(),
      podcast: row.type === 'podcast' ? (podcastById.get(row.id) ?? null) : null,
      expert: row.type === 'expert' ? (expertById.get(row.id) ?? null) : null,
    })),
  };
}
