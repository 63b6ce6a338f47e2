import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { REVIEW_STATES } from '../../http/schemas';

export interface ReviewFilters {
  status: (typeof REVIEW_STATES)[number];
  /** Only featured items (true), only the others (false), or both. */
  featured?: boolean;
  oldestFirst?: boolean;
}

/** The admin queues' condition over a reviewed table (podcasts, expert profiles); none outside the queues. */
export function reviewWhere(
  review: ReviewFilters | undefined,
  table: { approvalStatus: PgColumn; featuredAt: PgColumn },
): SQL | undefined {
  if (!review) return undefined;
  const featured =
    review.featured === undefined ? undefined : review.featured ? isNotNull(table.featuredAt) : isNull(table.featuredAt);
  return and(eq(table.approvalStatus, review.status), featured);
}
