import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { approvalStatus } from './moderation';
import { topics } from './topics';
import { users } from './users';

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The English name. */
  name: text().notNull().unique('categories_name_key'),
  nameSv: text().notNull(),
  /** The topic the category stands for: a search that meets the topic finds the podcasts in the category. */
  topicId: integer().references(() => topics.id, { onDelete: 'set null' }),
});

export const podcasterProfiles = pgTable(
  'podcaster_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text().notNull().default(''),
    website: text(),
    socialLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Storage key of the re-encoded picture (see src/uploads). */
    profilePicture: text(),
    channelName: text(),
    ...timestamps,
  },
  (table) => [uniqueIndex('podcaster_profiles_user_id_key').on(table.userId)],
);

export const podcasts = pgTable(
  'podcasts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull(),
    link: text(),
    audioUrl: text(),
    /** Storage key of the cover; its card thumbnail sits beside it (see src/uploads/images.ts). */
    image: text(),
    language: text(),
    /** ISO 639 codes of the languages the show's listeners speak, lower case, in the order given. */
    audienceLanguages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    website: text(),
    socialMedia: text(),
    approvalStatus: approvalStatus().notNull().default('pending'),
    /** Published: derived from the review, so every listing keeps reading one indexed flag. */
    isApproved: boolean()
      .notNull()
      .generatedAlwaysAs(sql`"approval_status" = 'approved'`),
    /** The admin's reason for the latest rejection or unpublishing, shown to the owner; cleared on approval. */
    reviewReason: text(),
    /** The newest episode's date in the show's feed (null without a feed): the directory sorts and filters on it. */
    latestEpisodeAt: timestamp({ withTimezone: true }),
    /**
     * The titles and descriptions of the feed's latest episodes, for the search: a show is found by what it actually
     * publishes, not only by its own description.
     */
    episodeWords: text().notNull().default(''),
    /** Chosen by an admin for the home page and /featured while approved; the latest choice comes first. */
    featuredAt: timestamp({ withTimezone: true }),
    /** The title lower-cased without accents: partial-word title matches (trigram index) and ranking. */
    searchTitle: text()
      .notNull()
      .generatedAlwaysAs(sql`podbridge_unaccent(lower("title"))`),
    /**
     * Title (weight A), description (weight B) and the feed's episodes (weight C) without accents, each word as
     * written and in its English and Swedish forms (podbridge_search_vector, migration 0015; unaccent itself is only
     * STABLE, so a generated column cannot call it).
     */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`podbridge_search_vector("title", 'A') || podbridge_search_vector("description", 'B') ||
          podbridge_search_vector("episode_words", 'C')`,
      ),
    ...timestamps,
  },
  (table) => [
    // Ascending: scanned backwards they give "newest first" (DESC NULLS FIRST, ORDER BY's default).
    index('podcasts_listing_idx').on(table.isApproved, table.createdAt, table.id),
    index('podcasts_created_at_idx').on(table.createdAt, table.id),
    // The directory's "latest episode first" order and its "active shows" filter, published podcasts first.
    index('podcasts_latest_episode_idx').on(table.isApproved, table.latestEpisodeAt, table.id),
    index('podcasts_featured_idx').on(table.featuredAt).where(sql`${table.featuredAt} IS NOT NULL`),
    index('podcasts_review_idx').on(table.approvalStatus, table.createdAt, table.id),
    index('podcasts_owner_id_idx').on(table.ownerId, table.createdAt),
    index('podcasts_category_id_idx').on(table.categoryId, table.createdAt),
    index('podcasts_search_document_idx').using('gin', table.searchDocument),
    index('podcasts_search_title_trigram_idx').using('gin', sql`${table.searchTitle} gin_trgm_ops`),
  ],
);

/**
 * Published podcasts counted by the database itself (a trigger on podcasts, migration 0014): one row per category
 * and row 0 for all, so a listing's total costs one key lookup instead of counting ~100,000 rows per request.
 */
export const podcastCounts = pgTable('podcast_counts', {
  /** A category's id, or 0 for every published podcast (with or without a category). */
  categoryId: integer().primaryKey(),
  approved: integer().notNull().default(0),
});

/**
 * The topics a show is looking for guests on (up to five), in the owner's order: the suggested guests and the experts'
 * "shows looking for guests like you" start from them.
 */
export const podcastGuestTopics = pgTable(
  'podcast_guest_topics',
  {
    podcastId: integer()
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (table) => [
    primaryKey({ name: 'podcast_guest_topics_pkey', columns: [table.podcastId, table.topicId] }),
    index('podcast_guest_topics_topic_idx').on(table.topicId, table.podcastId),
  ],
);
