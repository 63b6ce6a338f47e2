import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { expertProfiles } from './experts';
import { podcasts } from './podcasts';
import { users } from './users';

/**
 * A suggestion someone marked "Not relevant": the podcaster no longer sees the expert among the show's suggested
 * guests, or the expert no longer sees the show among the shows looking for guests like them. Each side's choice is
 * its own (the user who dismissed is part of the key).
 */
export const suggestionDismissals = pgTable(
  'suggestion_dismissals',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    podcastId: integer()
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    expertProfileId: integer()
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'suggestion_dismissals_pkey', columns: [table.userId, table.podcastId, table.expertProfileId] }),
    index('suggestion_dismissals_podcast_idx').on(table.podcastId),
    index('suggestion_dismissals_expert_idx').on(table.expertProfileId),
  ],
);
