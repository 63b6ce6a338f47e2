// The own-podcasts query lives in the shared live layer: the messaging remote's invite dialog reads it too.
export { fetchMyPodcasts, myPodcastsKey, myPodcastsRootKey, useMyPodcasts } from '@podbridge/shared/live';
