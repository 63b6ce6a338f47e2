/**
 * After the run: every write the API acknowledged is looked up in PostgreSQL directly, by its id, and must be
 * there as sent; no write is stored twice (a replay by the load balancer would show as two rows with one tag); a
 * stored booking has its proposed times (never half made); the writes that got no answer are told apart by their
 * tag: stored whole, or not at all.
 */
import pg from 'pg';
import type { Ledger } from './people';

export interface Verification {
  acknowledged: { messages: number; comments: number; bookings: number; likes: number };
  /** Acknowledged writes not found as acknowledged, with what was wrong. */
  missing: string[];
  /** Tags stored more than once. */
  duplicated: string[];
  /** Drill bookings stored without both their proposed times. */
  halfDone: string[];
  /** Writes with no answer or a 5xx: how many of them were stored anyway (whole), and how many not. */
  unknownOutcome: { total: number; stored: number; notStored: number; byKind: Record<string, { stored: number; notStored: number }> };
  /** Likes whose last attempt got no answer, so their state is not checked. */
  likesUnchecked: number;
}

export async function verifyWrites(databaseUrl: string, runId: string, ledger: Ledger, drillUserIds: number[]): Promise<Verification> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pattern = `%(drill-${runId}-%`;
    const tagOf = (text: string) => /\((drill-[^)]+)\)/.exec(text)?.[1] ?? '';
    const messages = await client.query<{ id: number; sender_id: number; receiver_id: number; content: string }>(
      'SELECT id, sender_id, receiver_id, content FROM user_messages WHERE content LIKE $1',
      [pattern],
    );
    const comments = await client.query<{ id: number; user_id: number; target_id: number; content: string }>(
      "SELECT id, user_id, target_id, content FROM comments WHERE target_type = 'podcast' AND content LIKE $1",
      [pattern],
    );
    const bookings = await client.query<{ id: number; podcaster_id: number; expert_id: number; topic: string; slots: number }>(
      'SELECT b.id, b.podcaster_id, b.expert_id, b.topic, (SELECT count(*)::int FROM booking_slots s WHERE s.booking_id = b.id) AS slots FROM bookings b WHERE b.topic LIKE $1',
      [pattern],
    );
    const likes = await client.query<{ user_id: number; target_id: number }>(
      "SELECT user_id, target_id FROM reactions WHERE target_type = 'podcast' AND user_id = ANY($1::int[])",
      [drillUserIds],
    );

    const missing: string[] = [];
    const duplicated: string[] = [];
    const byId = <Row extends { id: number }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
    const countTags = (texts: string[]) => {
      const counts = new Map<string, number>();
      for (const text of texts) counts.set(tagOf(text), (counts.get(tagOf(text)) ?? 0) + 1);
      for (const [tag, times] of counts) if (times > 1) duplicated.push(`${tag} stored ${times} times`);
      return counts;
    };
    const messageTags = countTags(messages.rows.map((row) => row.content));
    const commentTags = countTags(comments.rows.map((row) => row.content));
    const bookingTags = countTags(bookings.rows.map((row) => row.topic));

    const messageRows = byId(messages.rows);
    for (const ack of ledger.messages) {
      const row = messageRows.get(ack.id);
      if (!row || tagOf(row.content) !== ack.tag || row.sender_id !== ack.senderId || row.receiver_id !== ack.receiverId) missing.push(`message ${ack.id} (${ack.tag})`);
    }
    const commentRows = byId(comments.rows);
    for (const ack of ledger.comments) {
      const row = commentRows.get(ack.id);
      if (!row || tagOf(row.content) !== ack.tag || row.user_id !== ack.userId || row.target_id !== ack.podcastId) missing.push(`comment ${ack.id} (${ack.tag})`);
    }
    const bookingRows = byId(bookings.rows);
    for (const ack of ledger.bookings) {
      const row = bookingRows.get(ack.id);
      if (!row || tagOf(row.topic) !== ack.tag || row.podcaster_id !== ack.podcasterId || row.expert_id !== ack.expertId) missing.push(`booking ${ack.id} (${ack.tag})`);
    }
    const halfDone = bookings.rows.filter((row) => row.slots !== 2).map((row) => `booking ${row.id} (${tagOf(row.topic)}) with ${row.slots} of 2 times`);

    const liked = new Set(likes.rows.map((row) => `${row.user_id}:${row.target_id}`));
    let likesChecked = 0;
    let likesUnchecked = 0;
    for (const [key, like] of ledger.likes) {
      if (like.state === 'unknown') {
        likesUnchecked += 1;
        continue;
      }
      likesChecked += 1;
      if ((like.state === 'liked') !== liked.has(key)) missing.push(`like of podcast ${like.podcastId} by user ${like.userId}: answered ${like.state}, stored ${liked.has(key) ? 'liked' : 'not liked'}`);
    }

    const unknownOutcome: Verification['unknownOutcome'] = { total: ledger.unknown.length, stored: 0, notStored: 0, byKind: {} };
    const tagsOf: Record<string, Map<string, number>> = { message: messageTags, comment: commentTags, booking: bookingTags };
    for (const write of ledger.unknown) {
      const stored = (tagsOf[write.kind]?.get(write.tag) ?? 0) > 0;
      const kind = (unknownOutcome.byKind[write.kind] ??= { stored: 0, notStored: 0 });
      if (stored) {
        unknownOutcome.stored += 1;
        kind.stored += 1;
      } else {
        unknownOutcome.notStored += 1;
        kind.notStored += 1;
      }
    }
    return {
      acknowledged: { messages: ledger.messages.length, comments: ledger.comments.length, bookings: ledger.bookings.length, likes: likesChecked },
      missing,
      duplicated,
      halfDone,
      unknownOutcome,
      likesUnchecked,
    };
  } finally {
    await client.end();
  }
}
