import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcasts, suggestionDismissals } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { findOwnExpert } from '../experts/listing';
import { podcastViews, selectPodcasts } from '../podcasts/views';
import type { TopicRef } from '../topics/schemas';
import type { SuggestionsContext } from './guests';
import { MAX_SUGGESTIONS, type ShowReasons, type SuggestedShows } from './schemas';
import { audienceLanguages, idArray, type NewSince } from './signals';
import { anyKeywordQuery, keywordsOf } from './words';

/** Shows taken from each way of being found (see suggestedShows). */
const PER_SOURCE = 100;
/** The newest published shows whose words are read for the expert's: a cost that does not grow with the directory. */
const RECENT_SHOWS = 1_000;
/** Document weights D C B A for the expert's words in a show: its title and description. */
const WORD_WEIGHTS = sql.raw(`'{0, 0, 0.6, 1.0}'::float4[]`);
/** How much the expert's topic counts by where it comes from: their categories, or their words naming it. */
const FROM_CATEGORY = 2;
const FROM_WORDS = 1.5;

interface ExpertTopic extends TopicRef {
  weight: number;
  /** The podcast categories that stand for the topic. */
  categoryIds: number[];
}

/** The topics an expert speaks on: their categories', and those their name, expertise or talking points name. */
async function topicsOfExpert(db: Db, profileId: number): Promise<ExpertTopic[]> {
  const result = (await db.execute(sql`
    SELECT t.id, t.name_en AS name, t.name_sv, max(source.weight) AS weight,
      ARRAY(SELECT c.id FROM categories AS c WHERE c.topic_id = t.id ORDER BY c.id) AS category_ids
    FROM (
      SELECT topic_id, ${FROM_CATEGORY}::real AS weight FROM expert_profiles AS e, unnest(e.topic_ids) AS topic_id
      WHERE e.id = ${profileId}
      UNION ALL
      SELECT t.id, ${FROM_WORDS}::real FROM expert_profiles AS e, topics AS t
      WHERE e.id = ${profileId} AND ts_filter(e.search_document, '{a,b}') @@ t.match_query
    ) AS source
    JOIN topics AS t ON t.id = source.topic_id
    GROUP BY t.id
    ORDER BY max(source.weight) DESC, t.name_en
  `)) as unknown as {
    rows: { id: number; name: string; name_sv: string; weight: number | string; category_ids: number[] }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_sv: row.name_sv,
    weight: Number(row.weight),
    categoryIds: row.category_ids.map(Number),
  }));
}

/**
 * Up to 12 published shows for the signed-in expert, best first: those looking for guests on a topic the expert
 * speaks on count most, then shows in a category of such a topic and shows whose title or description uses the
 * expert's words; a show whose audience speaks one of the expert's languages counts more. Never the expert's own
 * show, a suspended owner's, one whose owner either side blocked, or one the expert marked not relevant.
 * `newSince` narrows them to what is new for a weekly digest.
 */
export async function suggestedShows(
  ctx: SuggestionsContext,
  viewer: AuthenticatedUser,
  newSince?: NewSince,
): Promise<SuggestedShows> {
  const limit = newSince?.limit ?? MAX_SUGGESTIONS;
  const expert = await findOwnExpert(ctx, viewer.id);
  const keywords = keywordsOf([...expert.expertise, ...expert.talkingPoints]);
  const [topics, wordsText] = await Promise.all([topicsOfExpert(ctx.db, expert.id), anyKeywordQuery(ctx.db, keywords)]);
  if (topics.length === 0 && wordsText === null) return { results: [] };
  const topicIds = idArray(topics.map((topic) => topic.id));
  const weights = sql`ARRAY[${sql.join(
    [...topics.map((topic) => sql`${topic.weight}`), sql`0`],
    sql`, `,
  )}]::real[]`;
  const categoryIds = idArray(topics.flatMap((topic) => topic.categoryIds));
  const words = wordsText === null ? sql`NULL::tsquery` : sql`${wordsText}::tsquery`;
  // Three ways of being found, each bringing at most PER_SOURCE shows: looking for guests on the expert's topics
  // (most of them first; unpublished ones are left out after, as few shows wait for review), in a category of one
  // (newest first), or using the expert's words among the newest shows.
  const result = (await ctx.db.execute(sql`
    WITH expert_topics AS (
      SELECT et.topic_id, et.weight FROM unnest(${topicIds}, ${weights}) AS et (topic_id, weight)
      WHERE et.topic_id IS NOT NULL
    ),
    words AS (SELECT ${words} AS query),
    found AS (
      (SELECT g.podcast_id AS id FROM podcast_guest_topics AS g
        JOIN expert_topics AS et ON et.topic_id = g.topic_id
        GROUP BY g.podcast_id ORDER BY sum(et.weight) DESC, g.podcast_id DESC LIMIT ${PER_SOURCE})
      UNION
      (SELECT p.id FROM podcasts AS p WHERE p.category_id = ANY(${categoryIds}) AND p.is_approved
        ORDER BY p.created_at DESC LIMIT ${PER_SOURCE})
      UNION
      (SELECT recent.id FROM (
          SELECT p.id, p.search_document, p.created_at FROM podcasts AS p WHERE p.is_approved
          ORDER BY p.created_at DESC LIMIT ${RECENT_SHOWS}
        ) AS recent
        WHERE recent.search_document @@ ${words}
        ORDER BY recent.created_at DESC LIMIT ${PER_SOURCE})
    ),
    scored AS MATERIALIZED (
      SELECT p.id, p.created_at,
        ARRAY(
          SELECT g.topic_id FROM podcast_guest_topics AS g JOIN expert_topics AS et ON et.topic_id = g.topic_id
          WHERE g.podcast_id = p.id ORDER BY g.position
        ) AS looking_for,
        (SELECT coalesce(sum(et.weight), 0) FROM podcast_guest_topics AS g
          JOIN expert_topics AS et ON et.topic_id = g.topic_id WHERE g.podcast_id = p.id) AS looking_score,
        (SELECT c.topic_id FROM categories AS c JOIN expert_topics AS et ON et.topic_id = c.topic_id
          WHERE c.id = p.category_id) AS category_topic,
        (SELECT coalesce(max(et.weight), 0) FROM categories AS c JOIN expert_topics AS et ON et.topic_id = c.topic_id
          WHERE c.id = p.category_id) AS category_score,
        coalesce(ts_rank(${WORD_WEIGHTS}, p.search_document, (SELECT query FROM words)), 0) AS word_score
      FROM podcasts AS p
      JOIN users AS u ON u.id = p.owner_id
      WHERE p.id IN (SELECT id FROM found)
        AND p.is_approved AND u.suspended_at IS NULL AND p.owner_id <> ${viewer.id}
        AND NOT EXISTS (
          SELECT 1 FROM user_blocks AS b
          WHERE (b.blocker_id = p.owner_id AND b.blocked_id = ${viewer.id})
            OR (b.blocker_id = ${viewer.id} AND b.blocked_id = p.owner_id)
        )
        AND NOT EXISTS (
          SELECT 1 FROM suggestion_dismissals AS d
          WHERE d.user_id = ${viewer.id} AND d.podcast_id = p.id AND d.expert_profile_id = ${expert.id}
        )
        ${newSince ? sql`AND p.updated_at >= ${newSince.since} AND p.id <> ALL(${idArray(newSince.exclude)})` : sql``}
    )
    SELECT id, looking_for, looking_score, category_topic, category_score, word_score FROM scored
    ORDER BY 1.5 * looking_score + category_score + 3 * word_score DESC, created_at DESC
    LIMIT ${limit * 3}
  `)) as unknown as {
    rows: {
      id: number;
      looking_for: number[];
      looking_score: number | string;
      category_topic: number | null;
      category_score: number | string;
      word_score: number | string;
    }[];
  };
  const candidates = result.rows.filter(
    (row) => Number(row.looking_score) > 0 || Number(row.category_score) > 0 || Number(row.word_score) > 0,
  );
  if (candidates.length === 0) return { results: [] };
  const rows = await selectPodcasts(ctx.db).where(sql`${podcasts.id} = ANY(${idArray(candidates.map((row) => row.id))})`);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const topicById = new Map(topics.map((topic) => [topic.id, topic]));
  const ref = (id: number): TopicRef => {
    const { name, name_sv } = topicById.get(id)!;
    return { id, name, name_sv };
  };
  const ranked = candidates
    .filter((candidate) => rowById.has(candidate.id))
    .map((candidate) => {
      const row = rowById.get(candidate.id)!;
      const languages = expert.languages.filter((code) =>
        audienceLanguages(row.audienceLanguages, row.language).includes(code),
      );
      const score =
        1.5 * Number(candidate.looking_score) +
        Number(candidate.category_score) +
        3 * Number(candidate.word_score) +
        (languages.length > 0 ? 0.8 : 0);
      const lookingFor = candidate.looking_for.map(Number);
      const reasons: ShowReasons = {
        looking_for: lookingFor.slice(0, 3).map(ref),
        topics:
          candidate.category_topic !== null && !lookingFor.includes(Number(candidate.category_topic))
            ? [ref(Number(candidate.category_topic))]
            : [],
        languages,
      };
      return { row, score, reasons };
    })
    .sort((a, b) => b.score - a.score || b.row.createdAt.getTime() - a.row.createdAt.getTime())
    .slice(0, limit);
  const views = await podcastViews(
    ctx,
    ranked.map(({ row }) => row),
    viewer,
  );
  return { results: ranked.map(({ reasons }, index) => ({ podcast: views[index]!, reasons })) };
}

/** "Not relevant": the show no longer appears among the expert's suggested shows (again is fine). */
export async function dismissShow(ctx: SuggestionsContext, podcastId: number, viewer: AuthenticatedUser): Promise<void> {
  const expert = await findOwnExpert(ctx, viewer.id);
  const [podcast] = await ctx.db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(and(eq(podcasts.id, podcastId), eq(podcasts.isApproved, true)));
  if (!podcast) throw notFound();
  await ctx.db
    .insert(suggestionDismissals)
    .values({ userId: viewer.id, podcastId, expertProfileId: expert.id })
    .onConflictDoNothing();
}

/** Undoes "Not relevant" for the expert. */
export async function restoreShow(ctx: SuggestionsContext, podcastId: number, viewer: AuthenticatedUser): Promise<void> {
  const expert = await findOwnExpert(ctx, viewer.id);
  await ctx.db
    .delete(suggestionDismissals)
    .where(
      and(
        eq(suggestionDismissals.userId, viewer.id),
        eq(suggestionDismissals.podcastId, podcastId),
        eq(suggestionDismissals.expertProfileId, expert.id),
      ),
    );
}
