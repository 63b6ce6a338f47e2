import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const userType = pgEnum('user_type', ['podcaster', 'expert', 'listener']);

/** The languages the site and its emails speak. */
export const siteLanguage = pgEnum('site_language', ['en', 'sv']);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    userType: userType().notNull(),
    isAdmin: boolean().notNull().default(false),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Whether a message left unread for a while is followed by an email (at most one per conversation a day). */
    messageEmails: boolean().notNull().default(true),
    /** The language the user chose on the site: their emails are written in it, and the site follows it at sign-in. */
    language: siteLanguage().notNull().default('en'),
    /** Set by an admin: a suspended user cannot sign in, and is told the reason. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
    // User search: part of a username, case and accents ignored (podbridge_unaccent, migration 0001).
    index('users_search_username_trigram_idx').using('gin', sql`podbridge_unaccent(lower(${table.username})) gin_trgm_ops`),
  ],
);

/** Columns shared by single-use links sent by email; only the sha256 of the token is stored. */
const oneTimeTokenColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', oneTimeTokenColumns(), (table) => [
  uniqueIndex('email_verification_tokens_token_hash_key').on(table.tokenHash),
  index('email_verification_tokens_user_id_idx').on(table.userId),
]);

export const passwordResetTokens = pgTable('password_reset_tokens', oneTimeTokenColumns(), (table) => [
  uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
  index('password_reset_tokens_user_id_idx').on(table.userId),
]);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    familyId: uuid().notNull(),
    rememberMe: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);
