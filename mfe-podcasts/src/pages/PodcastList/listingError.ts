import { describeApiError } from '@podbridge/shared/api';

export const LISTING_ERRORS = {
  unauthorized: 'Please log in to view podcasts.',
  notFound: 'No podcasts found.',
  other: 'Failed to load podcasts. Please try again later.',
} as const;

/** The listing's message for a failed load (spec section 8). */
export function listingError(error: unknown): string {
  const { status } = describeApiError(error);
  if (status === 401) return LISTING_ERRORS.unauthorized;
  if (status === 404) return LISTING_ERRORS.notFound;
  return LISTING_ERRORS.other;
}
