import { api } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';
import { DIGEST_KEY } from './digest';
import { useSingleUseLink } from './singleUseLink';

export type DigestConfirmation = ApiResponse<'/api/digest/confirm/{token}/', 'post'>;

/** POST /digest/confirm/{token}/: signed in or not; works once, for 3 days. */
export async function confirmDigest(token: string): Promise<DigestConfirmation> {
  return api.post('/digest/confirm/{token}/', { path: { token } });
}

/** Confirms the weekly email with the link's token once; My Profile asks for its state again. */
export function useConfirmDigest(token: string | undefined) {
  return useSingleUseLink('digest-confirm', token, confirmDigest, DIGEST_KEY);
}
