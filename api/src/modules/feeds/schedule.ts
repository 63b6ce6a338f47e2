import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

export const FEED_REFRESH_JOB = 'feed-refresh';
/** Every feed is read again this long after its last daily read. */
export const FEED_REFRESH_EVERY_MS = 24 * 3600_000;
/** A feed failing this long is marked on the owner's page, and the owner is told once. */
export const FEED_FAILING_NOTICE_DAYS = 7;

/** Schedules a feed's next daily read, in the transaction that makes the feed or after the read before it. */
export async function scheduleFeedRefresh(tx: Pick<Db, 'insert'>, podcastId: number, runAt: Date): Promise<void> {
  await enqueueJob(tx, { kind: FEED_REFRESH_JOB, payload: { podcastId }, runAt });
}

