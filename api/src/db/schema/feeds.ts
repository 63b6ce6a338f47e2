import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { podcasts } from './podcasts';

/**
 * A show's RSS feed, read when the podcast is created from it and again every day (durable jobs) or when the owner
 * asks ("Refresh now", at most once an hour). The owner proves the feed is theirs by putting `verification_code`
 * into it; the signals (episodes, cadence) are what the feed said at the last successful read.
 */
export const podcastFeeds = pgTable('podcast_feeds', {
  podcastId: integer()
    .primaryKey()
    .references(() => podcasts.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  /** The validators of the last answer, sent back so an unchanged feed answers 304 Not Modified. */
  etag: text(),
  lastModified: text(),
  /** The code the owner puts into the feed (a podcast:txt tag or the description) to prove it is theirs. */
  verificationCode: text().notNull(),
  /** Set when the code was found in the feed: the show's "Verified feed" badge. */
  verifiedAt: timestamp({ withTimezone: true }),
  /** Items in the feed at the last read (all of them; only the latest 200 are stored as episodes). */
  episodeCount: integer().notNull().default(0),
  /** The median number of days between the latest episodes; null with fewer than two dated episodes. */
  cadenceDays: real(),
  /** The last read that succeeded (a 304 counts). */
  checkedAt: timestamp({ withTimezone: true }),
  /** The last time the owner asked for a refresh: they may ask again an hour later. */
  ownerRefreshedAt: timestamp({ withTimezone: true }),
  /** When reading the feed started failing (cleared by a read that succeeds), and why it failed last. */
  failingSince: timestamp({ withTimezone: true }),
  lastError: text(),
  /** Set when the owner was told the feed has failed for a week; cleared when it reads again. */
  failureNotifiedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The latest episodes (at most 200) a show's feed lists, replaced at every read that brings a changed feed. */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    podcastId: integer()
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    /** The item's guid (or its enclosure, link or title and date when it has none): unique within the feed. */
    guid: text().notNull(),
    title: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    durationSeconds: integer(),
    link: text(),
    description: text().notNull().default(''),
  },
  (table) => [
    uniqueIndex('podcast_episodes_guid_key').on(table.podcastId, table.guid),
    index('podcast_episodes_latest_idx').on(table.podcastId, sql`${table.publishedAt} DESC NULLS LAST`, table.id),
  ],
);
