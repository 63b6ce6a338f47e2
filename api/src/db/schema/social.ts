import { type AnyPgColumn, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * What can be commented on and liked. Rows point at their item by (target_type, target_id); the module that
 * owns an item type deletes its comments and likes with it (see modules/social).
 */
export const socialTargetType = pgEnum('social_target_type', ['podcast', 'expert']);
export const reactionType = pgEnum('reaction_type', ['like']);

export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: socialTargetType().notNull(),
    targetId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A reply's top-level comment; replies go with it. */
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    /**
     * Hidden by an admin, with the reason its author was told: left out of every list and count (a top-level
     * comment's replies with it, as they answer what nobody can read any more) until an admin restores it.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    ...timestamps,
  },
  (table) => [
    index('comments_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('comments_parent_id_idx').on(table.parentId),
    index('comments_user_id_idx').on(table.userId),
  ],
);

export const reactions = pgTable(
  'reactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: socialTargetType().notNull(),
    targetId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: reactionType().notNull().default('like'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One like per user per item, whatever the race; also serves counting an item's likes.
    uniqueIndex('reactions_target_user_key').on(table.targetType, table.targetId, table.userId),
    index('reactions_user_id_idx').on(table.userId),
  ],
);

/** What a user saved to find again (their "Saved" page); rows go with the user, and with the item (modules/social). */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: socialTargetType().notNull(),
    targetId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'saved_items_pkey', columns: [table.userId, table.targetType, table.targetId] }),
    index('saved_items_user_created_idx').on(table.userId, table.createdAt),
    index('saved_items_target_idx').on(table.targetType, table.targetId),
  ],
);
