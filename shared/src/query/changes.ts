import type { QueryClient } from '@tanstack/react-query';

/**
 * Changes one part of the page makes to data another part owns. A part never writes or invalidates another part's
 * query keys: it announces what changed with the query client it works in (`announceChange('podcasts', client)`),
 * and the owner, which subscribed when its module first ran (`onChange`), refreshes its own queries there. A part
 * that never loaded has nothing cached to refresh.
 */

/** What can change from outside its owner: podcasts (the podcasts remote), experts (the experts remote), saved items (the account remote). */
export type ChangedData = 'podcasts' | 'experts' | 'saved';

type Listener = (client: QueryClient) => unknown;

const listeners = new Map<ChangedData, Set<Listener>>();

/** Runs `listener` whenever `data` is announced changed; returns the function that stops it. */
export function onChange(data: ChangedData, listener: Listener): () => void {
  const set = listeners.get(data) ?? new Set<Listener>();
  listeners.set(data, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/**
 * Tells the owner of `data` it changed, in `client` (the page's; a test's own); settles once every listener's
 * refresh has (a failed one is its owner's).
 */
export async function announceChange(data: ChangedData, client: QueryClient): Promise<void> {
  await Promise.allSettled([...(listeners.get(data) ?? [])].map(async (listener) => listener(client)));
}
