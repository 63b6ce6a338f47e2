/**
 * The account remote's public surface for the other remotes, built into them (`@podbridge/mfe-account/public`):
 * the signed-in podcaster's own podcaster profile, which this remote creates and edits (My Profile, /podcaster/...)
 * and the podcasts remote reads before a first podcast. The key is a contract: the podcasts remote reading it shares
 * this remote's cache, so a profile created here is known there at once. Changing the key or the shape of what the
 * fetcher returns is a breaking change of this surface; adding an export is not. Other remotes never write it.
 */
export { fetchMyPodcasterProfile, myPodcasterProfileKey, useMyPodcasterProfile } from '../api/getMyPodcasterProfile';
