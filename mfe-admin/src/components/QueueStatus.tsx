import { describeApiError } from '@podbridge/shared/api';
import { Alert, PageSpinner } from '@podbridge/kit';

/**
 * What an admin screen shows instead of its content: a spinner while loading, the permission text on a 403 (a
 * non-admin never sees a broken page), the load error otherwise. Null once the data is there.
 */
export function QueueStatus({
  isPending,
  error,
  forbidden,
  failed,
}: {
  isPending: boolean;
  error: unknown;
  forbidden: string;
  failed: string;
}) {
  if (error) {
    return <Alert variant="error">{describeApiError(error).status === 403 ? forbidden : failed}</Alert>;
  }
  if (isPending) return <PageSpinner />;
  return null;
}
