import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that must happen later (message notification emails), durable across restarts. Any instance may run a
 * due job: it is claimed with FOR UPDATE SKIP LOCKED and leased through `locked_at`, so two instances never run
 * it at once, and a job whose instance died is taken up again once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    /** Set when the job succeeded, or when it failed its last attempt (then `last_error` says why). */
    doneAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Set with `done_at` when the last attempt failed: the job is given up (admins see failed emails). */
    failedAt: timestamp({ withTimezone: true }),
    /** The `x-request-id` of the request that scheduled the job, so its log lines and emails name the same id. */
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} IS NULL`),
    index('jobs_failed_idx').on(table.failedAt).where(sql`${table.failedAt} IS NOT NULL`),
  ],
);
