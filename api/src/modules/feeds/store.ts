import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, podcastFeeds, podcasts } from '../../db/schema';
import type { ParsedEpisode, ParsedFeed } from './parseFeed';
import type { FeedValidators } from './readFeed';
import { cadenceDaysOf } from './signals';

/** The episodes whose titles and descriptions the search reads, and how much of their text at most. */
const SEARCHED_EPISODES = 50;
const SEARCHED_TEXT_MAX = 20_000;

/** The words of the latest episodes the search reads with the show (weight C, after its title and description). */
export function episodeWordsOf(episodes: readonly ParsedEpisode[]): string {
  return episodes
    .slice(0, SEARCHED_EPISODES)
    .map((episode) => `${episode.title}. ${episode.description}`)
    .join('\n')
    .slice(0, SEARCHED_TEXT_MAX);
}

/** The newest episode's date, or null when none is dated. */
export function latestEpisodeDate(episodes: readonly ParsedEpisode[]): Date | null {
  let latest: Date | null = null;
  for (const { publishedAt } of episodes) if (publishedAt && (!latest || publishedAt > latest)) latest = publishedAt;
  return latest;
}

/**
 * Stores what a changed feed says (call it in a transaction): the episodes replace the stored ones, the signals and
 * the search words follow them, and a failing feed counts as reading again.
 */
export async function saveFeedRead(
  tx: Db,
  podcastId: number,
  read: { feed: ParsedFeed; validators: FeedValidators },
  now: Date,
): Promise<void> {
  const { feed, validators } = read;
  // One row per guid: a feed that repeats a guid keeps its first (newest) item.
  const seen = new Set<string>();
  const episodes = feed.episodes.filter((episode) => !seen.has(episode.guid) && seen.add(episode.guid));
  await tx
    .update(podcastFeeds)
    .set({
      etag: validators.etag,
      lastModified: validators.lastModified,
      episodeCount: feed.episodesInFeed,
      cadenceDays: cadenceDaysOf(episodes.map((episode) => episode.publishedAt)),
      checkedAt: now,
      failingSince: null,
      lastError: null,
      failureNotifiedAt: null,
    })
    .where(eq(podcastFeeds.podcastId, podcastId));
  await tx.delete(podcastEpisodes).where(eq(podcastEpisodes.podcastId, podcastId));
  if (episodes.length > 0) {
    await tx.insert(podcastEpisodes).values(
      episodes.map((episode) => ({
        podcastId,
        guid: episode.guid,
        title: episode.title,
        publishedAt: episode.publishedAt,
        durationSeconds: episode.durationSeconds,
        link: episode.link,
        description: episode.description,
      })),
    );
  }
  await tx
    .update(podcasts)
    .set({ latestEpisodeAt: latestEpisodeDate(episodes), episodeWords: episodeWordsOf(episodes) })
    .where(eq(podcasts.id, podcastId));
}

/** A read that did not succeed: the feed is failing since its first such read, with the latest reason. */
export async function saveFeedFailure(tx: Db, podcastId: number, reason: string, now: Date): Promise<void> {
  const [feed] = await tx
    .select({ failingSince: podcastFeeds.failingSince })
    .from(podcastFeeds)
    .where(eq(podcastFeeds.podcastId, podcastId));
  await tx
    .update(podcastFeeds)
    .set({ failingSince: feed?.failingSince ?? now, lastError: reason })
    .where(eq(podcastFeeds.podcastId, podcastId));
}

/** A read that found the feed unchanged (304): it still reads. */
export async function saveFeedUnchanged(tx: Db, podcastId: number, now: Date): Promise<void> {
  await tx
    .update(podcastFeeds)
    .set({ checkedAt: now, failingSince: null, lastError: null, failureNotifiedAt: null })
    .where(eq(podcastFeeds.podcastId, podcastId));
}
