import { api } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';
import { DIGEST_KEY } from './digest';
import { useSingleUseLink } from './singleUseLink';

export type DigestUnsubscribed = ApiResponse<'/api/digest/unsubscribe/{token}/', 'post'>;

/** POST /digest/unsubscribe/{token}/: the link in every digest; signed in or not, and again is fine. */
export async function unsubscribeDigestLink(token: string): Promise<DigestUnsubscribed> {
  return api.post('/digest/unsubscribe/{token}/', { path: { token } });
}

/** Unsubscribes with the link's token once, as the page loads; My Profile asks for its state again. */
export function useUnsubscribeDigestLink(token: string | undefined) {
  return useSingleUseLink('digest-unsubscribe', token, unsubscribeDigestLink, DIGEST_KEY);
}
