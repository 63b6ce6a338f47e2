import { DateTime, IANAZone } from 'luxon';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

export const DIGEST_JOB = 'weekly-digest';
/** The digest goes out on this weekday (ISO: Monday is 1) at this hour, in the reader's time zone. */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR = 8;
/** A confirmation link works this long. */
export const DIGEST_CONFIRM_TTL_MS = 3 * 24 * 3600_000;
/** Items in one digest at most: the best of what is new. */
export const DIGEST_MAX_ITEMS = 20;
/** The first digest looks this far back; every later one since the one before. */
export const FIRST_DIGEST_LOOKBACK_MS = 7 * 24 * 3600_000;

/** Whether `name` is a time zone the digest can be scheduled in (an IANA name, such as Europe/Stockholm). */
export function isTimeZone(name: string): boolean {
  return IANAZone.isValidZone(name);
}

/**
 * The next Monday 08:00 in `timeZone` strictly after `now` (a Monday 08:00 exactly is next week's), and that
 * Monday's date there, which names the digest's week.
 */
export function nextDigestAt(now: Date, timeZone: string): { runAt: Date; weekOf: string } {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  let send = local.set({ weekday: DIGEST_WEEKDAY, hour: DIGEST_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (send <= local) send = send.plus({ weeks: 1 });
  return { runAt: send.toJSDate(), weekOf: send.toISODate()! };
}

/** Schedules the reader's next digest; in the transaction that confirms the subscription or sends the one before. */
export async function scheduleDigest(tx: Pick<Db, 'insert'>, userId: number, now: Date, timeZone: string): Promise<Date> {
  const { runAt, weekOf } = nextDigestAt(now, timeZone);
  await enqueueJob(tx, { kind: DIGEST_JOB, payload: { userId, weekOf }, runAt });
  return runAt;
}
