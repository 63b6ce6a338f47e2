import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { approvalStatus } from './moderation';
import { users } from './users';

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });


export const expertCategories = pgTable('expert_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique('expert_categories_name_key'),
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
    experienceYears: integer().notNull(),
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
    /** The name lower-cased without accents: partial-word name matches (trigram index) and ranking. */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`podbridge_unaccent(lower("name"))`),
    /** Name (A), expertise (B) and bio (C) without accents; podbridge_join_words comes from migration 0005. */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, podbridge_unaccent("name")), 'A') || setweight(to_tsvector('simple'::regconfig, podbridge_unaccent(coalesce(podbridge_join_words("expertise"), ''))), 'B') || setweight(to_tsvector('simple'::regconfig, podbridge_unaccent("bio")), 'C')`,
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
