import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { PodcasterProfile, PodcasterProfileChanges } from '@podbridge/shared/types';
import { myPodcasterProfileKey } from './getMyPodcasterProfile';
import type { PodcasterProfileBody } from './podcasterProfileBody';
import { useViewerId } from '@podbridge/shared/auth';

export type PodcasterProfileEdits = PodcasterProfileBody<PodcasterProfileChanges>;

/** PUT /podcasts/profiles/my_profile/ as JSON: bio, website and social links; omitted fields stay as they are. */
export function updateMyPodcasterProfile(changes: PodcasterProfileEdits): Promise<PodcasterProfile> {
  return api.put('/podcasts/profiles/my_profile/', { body: changes });
}

/** Saves the signed-in podcaster's profile; every view of it shows what the server saved at once. */
export function useUpdateMyPodcasterProfile() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: updateMyPodcasterProfile,
    onSuccess: (saved) => queryClient.setQueryData(myPodcasterProfileKey(viewerId), saved),
  });
}
