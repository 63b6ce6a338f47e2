import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, the latter refreshed by every update made through drizzle. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
