import { describeApiError } from '@podbridge/shared/api';
import type { PodcastTextKey } from '../../texts';

/** The key of the listing's message for a failed load. */
export function listingError(error: unknown): PodcastTextKey {
  const { status } = describeApiError(error);
  if (status === 401) return 'directory.errors.unauthorized';
  if (status === 404) return 'directory.errors.notFound';
  return 'directory.errors.other';
}
