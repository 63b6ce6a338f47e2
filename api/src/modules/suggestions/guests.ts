import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertProfiles, suggestionDismissals } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { FileStore } from '../../uploads/fileStore';
import { settledCountsOf } from '../bookings/record';
import { expertViews, selectExperts } from '../experts/views';
import { isAvailableOn } from '../experts/availability';
import { findVisiblePodcast } from '../podcasts/listing';
import type { TopicRef } from '../topics/schemas';
import { MAX_SUGGESTIONS, type GuestReasons, type SuggestedGuests } from './schemas';
import { audienceLanguages, idArray, replyMediansOf, replySpeed, type NewSince } from './signals';
import { anyKeywordQuery, anyOfQueries, keywordsOf, phrasesMeeting } from './words';

export interface SuggestionsContext {
  db: Db;
  files: FileStore;
}

/** Candidates ranked by what they speak on, before the rest of what counts is weighed. */
const SHORTLIST = 60;
/** Experts taken from each way of being found (see shortlist). */
const PER_SOURCE = 150;
/** Document weights D C B A for the words of a show: names and expertise count, a bio hardly. */
const WORD_WEIGHTS = sql.raw(`'{0, 0.05, 0.6, 1.0}'::float4[]`);
/** How much a show's topic counts by where it comes from: what it looks for guests on, its category, its words. */
const FROM_GUEST_TOPICS = 3;
const FROM_CATEGORY = 2;
const FROM_DESCRIPTION = 1.5;
/** A topic the expert only names (in their expertise or talking points) counts this share of one they are filed under. */
const NAMED_ONLY = 0.6;

export const ONLY_THE_OWNER = "Only the show's owner sees its suggested guests.";

interface ShowTopic extends TopicRef {
  weight: number;
}

/**
 * The topics a show is about, each with how much it counts: those it is looking for guests on, its category's,
 * and those its title, description or its feed's latest episodes name (its search document: any name or alias, as
 * written or in its English or Swedish form).
 * Also a tsquery's text matching any name or alias of any of them.
 */
async function topicsOfShow(db: Db, podcastId: number): Promise<{ topics: ShowTopic[]; anyTopic: string | null }> {
  const result = (await db.execute(sql`
    SELECT t.id, t.name_en AS name, t.name_sv, max(source.weight) AS weight, t.match_query::text AS match_query
    FROM (
      SELECT topic_id, ${FROM_GUEST_TOPICS}::real AS weight FROM podcast_guest_topics WHERE podcast_id = ${podcastId}
      UNION ALL
      SELECT c.topic_id, ${FROM_CATEGORY}::real FROM podcasts AS p JOIN categories AS c ON c.id = p.category_id
      WHERE p.id = ${podcastId} AND c.topic_id IS NOT NULL
      UNION ALL
      SELECT t.id, ${FROM_DESCRIPTION}::real FROM podcasts AS p, topics AS t
      WHERE p.id = ${podcastId} AND p.search_document @@ t.match_query
    ) AS source
    JOIN topics AS t ON t.id = source.topic_id
    GROUP BY t.id
    ORDER BY max(source.weight) DESC, t.name_en
  `)) as unknown as {
    rows: { id: number; name: string; name_sv: string; weight: number | string; match_query: string }[];
  };
  return {
    topics: result.rows.map((row) => ({ id: row.id, name: row.name, name_sv: row.name_sv, weight: Number(row.weight) })),
    anyTopic: anyOfQueries(result.rows.map((row) => row.match_query)),
  };
}

interface Candidate {
  id: number;
  userId: number;
  topicScore: number;
  wordScore: number;
  topicIds: number[];
}

/**
 * Experts who speak on the show's topics (filed under a category of one, or their name, expertise or talking points
 * naming one) or whose name, expertise or talking points use the show's words, the best SHORTLIST by that alone.
 * Each way of being found brings at most PER_SOURCE experts, the newest, so a topic with thousands of experts costs
 * hundreds of scorings, not thousands. Never the viewer, an unpublished profile, a suspended account, someone either side blocked, or one the
 * viewer marked not relevant for this show.
 */
async function shortlist(
  db: Db,
  podcastId: number,
  viewerId: number,
  topics: ShowTopic[],
  anyText: string | null,
  words: string | null,
  newSince: NewSince | undefined,
): Promise<Candidate[]> {
  const noTopics = topics.length === 0;
  const topicIds = noTopics ? sql`ARRAY[]::integer[]` : idArray(topics.map((topic) => topic.id));
  const weights = noTopics
    ? sql`ARRAY[]::real[]`
    : sql`ARRAY[${sql.join(
        topics.map((topic) => sql`${topic.weight}`),
        sql`, `,
      )}]::real[]`;
  const wordQuery = words === null ? sql`NULL::tsquery` : sql`${words}::tsquery`;
  const result = (await db.execute(sql`
    WITH show_topics AS (
      SELECT st.topic_id, st.weight, t.match_query
      FROM unnest(${topicIds}, ${weights}) AS st (topic_id, weight)
      JOIN topics AS t ON t.id = st.topic_id
    ),
    found AS (
      (SELECT e.id FROM expert_profiles AS e
        WHERE e.topic_ids && ${topicIds} AND e.approval_status = 'approved'
        ORDER BY e.created_at DESC
        LIMIT ${PER_SOURCE})
      UNION
      (SELECT e.id FROM expert_profiles AS e
        WHERE e.search_document @@ ${anyText === null ? sql`NULL::tsquery` : sql`${anyText}::tsquery`}
          AND e.approval_status = 'approved'
        ORDER BY e.created_at DESC
        LIMIT ${PER_SOURCE})
    ),
    scored AS MATERIALIZED (
      SELECT e.id, e.user_id,
        ARRAY(
          SELECT st.topic_id FROM show_topics AS st WHERE st.topic_id = ANY(e.topic_ids) ORDER BY st.weight DESC
        ) AS category_topics,
        ARRAY(
          SELECT st.topic_id FROM show_topics AS st WHERE headings.document @@ st.match_query ORDER BY st.weight DESC
        ) AS named_topics,
        coalesce(ts_rank(${WORD_WEIGHTS}, e.search_document, ${wordQuery}), 0) AS word_score
      FROM expert_profiles AS e
      CROSS JOIN LATERAL (SELECT ts_filter(e.search_document, '{a,b}') AS document) AS headings
      JOIN users AS u ON u.id = e.user_id
      WHERE e.id IN (SELECT id FROM found)
        AND u.suspended_at IS NULL AND e.user_id <> ${viewerId}
        AND NOT EXISTS (
          SELECT 1 FROM user_blocks AS b
          WHERE (b.blocker_id = e.user_id AND b.blocked_id = ${viewerId})
            OR (b.blocker_id = ${viewerId} AND b.blocked_id = e.user_id)
        )
        AND NOT EXISTS (
          SELECT 1 FROM suggestion_dismissals AS d
          WHERE d.user_id = ${viewerId} AND d.podcast_id = ${podcastId} AND d.expert_profile_id = e.id
        )
        ${newSince ? sql`AND e.updated_at >= ${newSince.since} AND e.id <> ALL(${idArray(newSince.exclude)})` : sql``}
    )
    SELECT * FROM (
      SELECT scored.id, scored.user_id, scored.word_score,
        scored.category_topics || ARRAY(
          SELECT topic FROM unnest(scored.named_topics) AS topic WHERE topic <> ALL(scored.category_topics)
        ) AS topic_ids,
        coalesce((SELECT sum(st.weight) FROM show_topics AS st WHERE st.topic_id = ANY(scored.category_topics)), 0)
          + ${NAMED_ONLY} * coalesce((SELECT sum(st.weight) FROM show_topics AS st
            WHERE st.topic_id = ANY(scored.named_topics) AND st.topic_id <> ALL(scored.category_topics)), 0)
          AS topic_score
      FROM scored
    ) AS ranked
    ORDER BY topic_score + 3 * word_score DESC, id DESC
    LIMIT ${SHORTLIST}
  `)) as unknown as {
    rows: { id: number; user_id: number; topic_ids: number[]; word_score: number | string; topic_score: number | string }[];
  };
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      topicIds: row.topic_ids.map(Number),
      wordScore: Number(row.word_score),
      topicScore: Number(row.topic_score),
    }))
    .filter((candidate) => candidate.topicScore > 0 || candidate.wordScore > 0);
}

/** The viewer's own show: 404 for one they cannot see, 403 for someone else's. */
async function ownShow(ctx: SuggestionsContext, podcastId: number, viewer: AuthenticatedUser) {
  const podcast = await findVisiblePodcast(ctx, podcastId, viewer);
  if (podcast.ownerId !== viewer.id) throw forbidden(ONLY_THE_OWNER, { code: 'not_owner' });
  return podcast;
}

/** Points for a rating, in steps: a guest reviewed well counts, one reviewed poorly counts against. */
function ratingPoints(average: number | null): number {
  if (average === null) return 0;
  if (average >= 4.5) return 0.6;
  if (average >= 4) return 0.4;
  if (average < 3) return -0.5;
  return 0;
}

const REPLY_POINTS = { hour: 0.4, day: 0.25, week: 0.05 } as const;

/**
 * Up to 12 experts for one of the viewer's shows, best first, each with its reasons: what they speak on that the
 * show is about (its guest topics, its category, its words), a language its audience speaks, being open to
 * bookings, their record on PodBridge (recorded appearances, rating, a low share of cancellations and no-shows) and
 * how fast they usually answer a first message. Only the show's owner may ask (403); a show they cannot see is 404.
 * `newSince` narrows them to what is new for a weekly digest.
 */
export async function suggestedGuests(
  ctx: SuggestionsContext,
  podcastId: number,
  viewer: AuthenticatedUser,
  newSince?: NewSince,
): Promise<SuggestedGuests> {
  const podcast = await ownShow(ctx, podcastId, viewer);
  const keywords = keywordsOf([podcast.title, podcast.description]);
  const [{ topics, anyTopic }, words] = await Promise.all([
    topicsOfShow(ctx.db, podcastId),
    anyKeywordQuery(ctx.db, keywords),
  ]);
  const candidates = await shortlist(ctx.db, podcastId, viewer.id, topics, anyOfQueries([anyTopic, words]), words, newSince);
  if (candidates.length === 0) return { podcast: { id: podcast.id, title: podcast.title }, results: [] };

  const ids = candidates.map((candidate) => candidate.id);
  const userIds = candidates.map((candidate) => candidate.userId);
  const [rows, settled, medians] = await Promise.all([
    selectExperts(ctx.db, {
      recordedCount: expertProfiles.recordedCount,
      ratingAverage: expertProfiles.ratingAverage,
    }).where(sql`${expertProfiles.id} = ANY(${idArray(ids)})`),
    settledCountsOf(ctx.db, userIds),
    replyMediansOf(ctx.db, userIds),
  ]);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const topicById = new Map(topics.map((topic) => [topic.id, topic]));
  const audience = audienceLanguages(podcast.audienceLanguages, podcast.language);
  const now = new Date();

  const ranked = candidates
    .filter((candidate) => rowById.has(candidate.id))
    .map((candidate) => {
      const row = rowById.get(candidate.id)!;
      const counts = settled.get(candidate.userId)!;
      const cancelShare = counts.settled === 0 ? 0 : counts.against / counts.settled;
      const languages = row.languages.filter((code) => audience.includes(code));
      const available = isAvailableOn(row.availableFrom, now);
      const answersWithin = replySpeed(medians.get(candidate.userId));
      const relevance = candidate.topicScore + 3 * candidate.wordScore;
      const score =
        relevance * (languages.length > 0 ? 1.25 : 1) +
        (languages.length > 0 ? 0.6 : 0) +
        (available ? 0.4 : -1) +
        0.15 * Math.min(row.recordedCount, 6) +
        ratingPoints(row.ratingAverage) -
        (counts.settled >= 3 && cancelShare > 0.34 ? 0.6 : 0) +
        (answersWithin ? REPLY_POINTS[answersWithin] : 0);
      const reasons: GuestReasons = {
        topics: candidate.topicIds
          .slice(0, 3)
          .map((id) => topicById.get(id)!)
          .map(({ id, name, name_sv }) => ({ id, name, name_sv })),
        talking_points: phrasesMeeting([...row.talkingPoints, ...row.expertise], keywords),
        languages,
        recorded: row.recordedCount,
        rating_average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
        answers_within: answersWithin,
        available,
      };
      return { row, score, reasons };
    })
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .slice(0, newSince?.limit ?? MAX_SUGGESTIONS);
  const views = await expertViews(
    ctx,
    ranked.map(({ row }) => row),
    viewer,
  );
  return {
    podcast: { id: podcast.id, title: podcast.title },
    results: ranked.map(({ reasons }, index) => ({ expert: views[index]!, reasons })),
  };
}

/**
 * "Not relevant": the expert no longer appears among the show's suggested guests for its owner (again is fine).
 * Only the owner (403); an unknown or invisible show or profile is 404.
 */
export async function dismissGuest(
  ctx: SuggestionsContext,
  podcastId: number,
  expertProfileId: number,
  viewer: AuthenticatedUser,
): Promise<void> {
  await ownShow(ctx, podcastId, viewer);
  const [expert] = await ctx.db
    .select({ id: expertProfiles.id })
    .from(expertProfiles)
    .where(and(eq(expertProfiles.id, expertProfileId), eq(expertProfiles.approvalStatus, 'approved')));
  if (!expert) throw notFound();
  await ctx.db
    .insert(suggestionDismissals)
    .values({ userId: viewer.id, podcastId, expertProfileId })
    .onConflictDoNothing();
}

/** Undoes "Not relevant" for the show's owner. */
export async function restoreGuest(
  ctx: SuggestionsContext,
  podcastId: number,
  expertProfileId: number,
  viewer: AuthenticatedUser,
): Promise<void> {
  await ownShow(ctx, podcastId, viewer);
  await ctx.db
    .delete(suggestionDismissals)
    .where(
      and(
        eq(suggestionDismissals.userId, viewer.id),
        eq(suggestionDismissals.podcastId, podcastId),
        eq(suggestionDismissals.expertProfileId, expertProfileId),
      ),
    );
}
