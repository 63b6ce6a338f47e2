import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { NewPodcasterProfile, PodcasterProfile } from '@podbridge/shared/types';
import { myPodcasterProfileKey } from './getMyPodcasterProfile';
import type { PodcasterProfileBody } from './podcasterProfileBody';
import { useViewerId } from '@podbridge/shared/auth';

export type NewPodcasterProfileForm = PodcasterProfileBody<NewPodcasterProfile> & { profile_picture: File };

/** POST /podcasts/profile/create/ as multipart, social links as JSON text; no empty website or channel name. */
export async function createPodcasterProfile(profile: NewPodcasterProfileForm): Promise<PodcasterProfile> {
  const body = new FormData();
  body.append('bio', profile.bio ?? '');
  if (profile.website) body.append('website', profile.website);
  body.append('social_links', JSON.stringify(profile.social_links ?? {}));
  if (profile.channel_name) body.append('channel_name', profile.channel_name);
  body.append('profile_picture', profile.profile_picture);
  return api.post('/podcasts/profile/create/', { body });
}

/** Creates the signed-in podcaster's profile; every view of "my profile" then shows it. */
export function useCreatePodcasterProfile() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: createPodcasterProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPodcasterProfileKey(viewerId) }),
  });
}
