/**
 * The podcasts remote's public surface for the other remotes, built into them (`@podbridge/mfe-podcasts/public`):
 * what they may use of this remote's code. Everything else under src/ is private; another remote shows this
 * remote's screens through its exposed modules (`podcasts/MyPodcasts`, ...), never by importing them.
 *
 * Today: the signed-in podcaster's own podcasts, read by the messaging remote's invite dialog and the experts
 * remote's suggested guests. `myPodcastsQuery(viewerId)` gives the query's key and fetcher (for `useQuery`,
 * `fetchQuery`, `prefetchQuery`), `useMyPodcasts()` the query itself, and `myPodcastsRootKey` every viewer's.
 *
 * The keys are a contract: another remote reading the same key shares this remote's cache in the page's query
 * client, so a podcast created, edited or deleted here shows there at once. Changing a key, or the shape of what
 * the fetcher returns, is a breaking change of this surface (every remote that reads it is released with it);
 * adding an export is not. Other remotes read these keys and never write or invalidate them: a change to podcasts
 * is announced (`announceChange` in `@podbridge/shared/query`) and this remote refreshes its own queries.
 */
export { myPodcastsQuery, myPodcastsRootKey, useMyPodcasts } from '../api/myPodcasts';
