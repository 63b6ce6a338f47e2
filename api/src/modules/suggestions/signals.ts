import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReplySpeed } from './schemas';

/** First messages looked at per user: how they answer now, not years ago. */
const RECENT_CONVERSATIONS = 20;
/** A first message never answered counts as answered this late (it pulls the median up, as it should). */
const NEVER_ANSWERED = "interval '30 days'";

/** An `integer[]` literal of ids for raw SQL. */
/**
 * What a weekly digest asks of the suggestions instead of the best 12: only items published or changed since
 * `since`, none of `exclude` (sent in an earlier digest), at most `limit`.
 */
export interface NewSince {
  since: Date;
  exclude: readonly number[];
  limit: number;
}

export const idArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/**
 * How fast each user answers someone who writes to them first: the median time from a conversation's first message
 * to their first answer, over their latest conversations, in one query for all the users. Users nobody wrote to
 * are missing from the map.
 */
export async function replyMediansOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const medians = new Map<number, number>();
  if (userIds.length === 0) return medians;
  const result = (await db.execute(sql`
    SELECT side.user_id,
      percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM coalesce(answer.at - first.created_at, ${sql.raw(NEVER_ANSWERED)}))
      ) AS median_seconds
    FROM unnest(${idArray(userIds)}) AS side (user_id)
    CROSS JOIN LATERAL (
      SELECT m.id, m.sender_id, m.created_at FROM user_messages AS m
      WHERE m.receiver_id = side.user_id AND m.starts_conversation
      ORDER BY m.id DESC
      LIMIT ${RECENT_CONVERSATIONS}
    ) AS first
    LEFT JOIN LATERAL (
      SELECT r.created_at AS at FROM user_messages AS r
      WHERE r.pair_low = least(side.user_id, first.sender_id) AND r.pair_high = greatest(side.user_id, first.sender_id)
        AND r.id > first.id AND r.sender_id = side.user_id
      ORDER BY r.id
      LIMIT 1
    ) AS answer ON true
    GROUP BY side.user_id
  `)) as unknown as { rows: { user_id: number; median_seconds: number | string }[] };
  for (const row of result.rows) medians.set(Number(row.user_id), Number(row.median_seconds));
  return medians;
}

/** A median reply time in the words the site uses; slower than a week is not worth saying. */
export function replySpeed(medianSeconds: number | undefined): ReplySpeed | null {
  if (medianSeconds === undefined) return null;
  if (medianSeconds <= 3600) return 'hour';
  if (medianSeconds <= 86_400) return 'day';
  if (medianSeconds <= 7 * 86_400) return 'week';
  return null;
}

/**
 * The languages of a show's audience: those it lists, or else its free-text language when that names Swedish or
 * English ("Svenska", "English", "sv").
 */
export function audienceLanguages(listed: readonly string[], language: string | null): string[] {
  if (listed.length > 0) return [...listed];
  const text = language?.trim().toLowerCase() ?? '';
  if (/^(sv|swe|svenska|swedish)\b/.test(text)) return ['sv'];
  if (/^(en|eng|engelska|english)\b/.test(text)) return ['en'];
  return [];
}
