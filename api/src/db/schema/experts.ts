import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
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


/** How an expert records: over the network, at the show's place, or either. */
export const recordingFormat = pgEnum('recording_format', ['remote', 'in_person', 'both']);

/** One earlier guest appearance an expert lists on their profile. */
export interface PastAppearance {
  show: string;
  episode: string;
  url: string | null;
  /** 'YYYY-MM-DD' */
  date: string | null;
}

export const expertCategories = pgTable('expert_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The English name. */
  name: text().notNull().unique('expert_categories_name_key'),
  nameSv: text().notNull(),
  /** The topic the category stands for: a search that meets the topic finds the profiles in the category. */
  topicId: integer().references(() => topics.id, { onDelete: 'set null' }),
});

export const expertProfiles = pgTable(
  'expert_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    bio: text().notNull(),
    /** Fields of expertise, trimmed, in the order given. */
    expertise: text().array().notNull().default(sql`'{}'::text[]`),
    /** Up to eight short topics the expert speaks on, trimmed, in the order given. */
    talkingPoints: text().array().notNull().default(sql`'{}'::text[]`),
    experienceYears: integer().notNull(),
    /** ISO 639 codes of the languages the expert speaks, lower case, in the order given. */
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    city: text(),
    /** A Swedish region's code (see REGIONS in the experts module) or 'outside_sweden'. */
    region: text(),
    recordingFormat: recordingFormat().notNull().default('both'),
    /** Not taking bookings before this day (Europe/Stockholm); null when open to bookings. */
    availableFrom: date({ mode: 'string' }),
    /** A link to an audio or video sample of the expert speaking. */
    sampleUrl: text(),
    pastAppearances: jsonb().$type<PastAppearance[]>().notNull().default([]),
    website: text(),
    socialMedia: text(),
    /** The contact email the expert publishes (never the account's email). */
    email: text(),
    /** Storage key of the re-encoded picture (see src/uploads). */
    profilePicture: text(),
    approvalStatus: approvalStatus().notNull().default('pending'),
    /** The admin's reason for the latest rejection or unpublishing, shown to the owner; cleared on approval. */
    reviewReason: text(),
    /** Chosen by an admin for the home page and /featured while approved; the latest choice comes first. */
    featuredAt: timestamp({ withTimezone: true }),
    /**
     * The expert's track record as the directory filters and sorts by it, kept by the database (triggers on bookings
     * and reviews, migration 0019): recordings they did not dispute, and the average of the reviews they received.
     */
    recordedCount: integer().notNull().default(0),
    ratingAverage: real(),
    ratingCount: integer().notNull().default(0),
    /**
     * The topics the profile's categories stand for, kept by the database (triggers on the profile's categories and
     * on a category's topic, migration 0020), so a search that meets a topic finds its experts through an index.
     */
    topicIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The name lower-cased without accents: partial-word name matches (trigram index) and ranking. */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`podbridge_unaccent(lower("name"))`),
    /**
     * Name (A), expertise and talking points (B) and bio (C) without accents, each word as written and in its English
     * and Swedish forms (podbridge_search_vector, migration 0015).
     */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, podbridge_unaccent("name")), 'A') || podbridge_search_vector(podbridge_join_words("expertise") || ' ' || podbridge_join_words("talking_points"), 'B') || podbridge_search_vector("bio", 'C')`,
      ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('expert_profiles_user_id_key').on(table.userId),
    // Ascending: scanned backwards they give "newest first".
    index('expert_profiles_listing_idx').on(table.approvalStatus, table.createdAt, table.id),
    index('expert_profiles_created_at_idx').on(table.createdAt, table.id),
    index('expert_profiles_featured_idx').on(table.featuredAt).where(sql`${table.featuredAt} IS NOT NULL`),
    index('expert_profiles_search_document_idx').using('gin', table.searchDocument),
    index('expert_profiles_topic_ids_idx').using('gin', table.topicIds),
    // The directory's filters: languages spoken (contains) and region.
    index('expert_profiles_languages_idx').using('gin', table.languages),
    index('expert_profiles_region_idx').on(table.region),
    // Sorting by track record ("most recorded appearances", "rating") and the filters on it.
    // Also a search's order within a rank: more recorded appearances first, then newest.
    index('expert_profiles_recorded_idx').on(table.recordedCount, table.createdAt, table.id),
    index('expert_profiles_rating_idx').on(table.ratingAverage, table.id),
    index('expert_profiles_search_name_trigram_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    // User search: part of the expertise list, case and accents ignored.
    index('expert_profiles_search_expertise_trigram_idx').using(
      'gin',
      sql`podbridge_unaccent(lower(podbridge_join_words(${table.expertise}))) gin_trgm_ops`,
    ),
  ],
);

/** The categories of a profile (one or more); they go with the profile or the category. */
export const expertProfileCategories = pgTable(
  'expert_profile_categories',
  {
    profileId: integer()
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => expertCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'expert_profile_categories_pkey', columns: [table.profileId, table.categoryId] }),
    index('expert_profile_categories_category_idx').on(table.categoryId, table.profileId),
  ],
);
