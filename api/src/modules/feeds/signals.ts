/** A show that has published nothing for this long is shown as inactive, and left out of "active shows". */
export const INACTIVE_AFTER_DAYS = 90;
/** The cadence is read from the gaps between this many of the latest dated episodes. */
const CADENCE_EPISODES = 10;
const DAY_MS = 24 * 3600_000;

/** How often a show publishes, as a listener would say it. */
export type Cadence = 'daily' | 'weekly' | 'biweekly' | 'monthly' | 'irregular';

/**
 * The median number of days between the latest episodes (up to ten), or null with fewer than two dated ones. The
 * median, so one late episode or a double release does not change what the show usually does.
 */
export function cadenceDaysOf(dates: readonly (Date | null)[]): number | null {
  const latest = dates
    .filter((date): date is Date => date !== null)
    .map((date) => date.getTime())
    .sort((a, b) => b - a)
    .slice(0, CADENCE_EPISODES);
  if (latest.length < 2) return null;
  const gaps = latest.slice(1).map((time, index) => (latest[index]! - time) / DAY_MS).sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  const median = gaps.length % 2 === 1 ? gaps[middle]! : (gaps[middle - 1]! + gaps[middle]!) / 2;
  return Math.round(median * 100) / 100;
}

/** The cadence a median gap stands for: about a day, a week, two weeks or a month, or irregular beyond that. */
export function cadenceOf(days: number | null): Cadence | null {
  if (days === null) return null;
  if (days <= 2) return 'daily';
  if (days <= 10) return 'weekly';
  if (days <= 20) return 'biweekly';
  if (days <= 45) return 'monthly';
  return 'irregular';
}

/** Whether a show with this latest episode still publishes at `now`. */
export function isActive(latestEpisodeAt: Date | null, now: Date): boolean {
  return latestEpisodeAt !== null && now.getTime() - latestEpisodeAt.getTime() <= INACTIVE_AFTER_DAYS * DAY_MS;
}

/** The date before which a latest episode makes a show inactive. */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
}
