import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import { browserTimeZone } from '@podbridge/shared/format';
import type { ApiResponse } from '@podbridge/shared/types';

export type DigestSubscription = ApiResponse<'/api/digest/', 'get'>;

/** Every cached state of the weekly email, whoever the viewer: what the links in its emails change. */
export const DIGEST_KEY = ['account', 'digest'] as const;

const digestKey = (viewerId: number | null) => [...DIGEST_KEY, viewerId] as const;

/** GET /digest/: off, waiting for confirmation, or on, and what it lists for this account. */
export async function fetchDigest(): Promise<DigestSubscription> {
  return api.get('/digest/');
}

/** PUT /digest/ {time_zone}: mails a confirmation link (again while pending); while on, only the zone changes. */
export async function subscribeDigest(timeZone: string): Promise<DigestSubscription> {
  return api.put('/digest/', { body: { time_zone: timeZone } });
}

/** DELETE /digest/: off at once. */
export async function unsubscribeDigest(): Promise<void> {
  await api.delete('/digest/');
}

/**
 * The signed-in user's weekly email. `save(true)` asks for it in this browser's time zone (a confirmation link
 * first, and again on every call while pending); `save(false)` turns it off. The box shows the new state at once
 * and goes back if the save fails.
 */
export function useDigest() {
  const client = useQueryClient();
  const key = digestKey(useViewerId());
  const digest = useQuery({ queryKey: key, queryFn: logFailure('Failed to load the weekly email', fetchDigest) });
  const save = useMutation({
    mutationFn: async (on: boolean): Promise<DigestSubscription | null> => {
      if (on) return subscribeDigest(browserTimeZone());
      await unsubscribeDigest();
      return null;
    },
    onMutate: async (on) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<DigestSubscription>(key);
      if (previous) client.setQueryData<DigestSubscription>(key, expected(previous, on));
      return { previous };
    },
    onError: (_error, _on, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(key, saved);
    },
  });
  return { digest: digest.data, loaded: digest.isSuccess, save };
}

/** What a save will answer, shown until it does: turning it on waits for the link; off is off at once. */
function expected(subscription: DigestSubscription, on: boolean): DigestSubscription {
  if (!on) return { ...subscription, status: 'off', time_zone: null, next_send_at: null };
  return subscription.status === 'off' ? { ...subscription, status: 'pending' } : subscription;
}
