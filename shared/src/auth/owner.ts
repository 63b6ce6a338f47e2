import { useStore } from 'zustand';
import { authStore } from './store';

/**
 * Whether the signed-in user owns an item. Items name their owner in different places (`owner.id`, `user.id`,
 * a bare `user` id); pass the first one present, e.g. `podcast.owner?.id ?? podcast.user`. No user, or no owner
 * id, is never an owner. The server enforces ownership itself; this only decides what to offer.
 */
export function isOwner(user: { id: number } | null | undefined, ownerId: number | null | undefined): boolean {
  return !!user && ownerId !== null && ownerId !== undefined && ownerId === user.id;
}

/** `isOwner` for the signed-in user of the page. */
export function useIsOwner(ownerId: number | null | undefined): boolean {
  const user = useStore(authStore, (state) => (state.status === 'authenticated' ? state.user : null));
  return isOwner(user, ownerId);
}

/**
 * The signed-in user's id, or null: answers that carry the viewer's own state (likes, pending items, their own
 * profile) are cached under keys that include it, so one account never sees another's.
 */
export function useViewerId(): number | null {
  return useStore(authStore, (state) => (state.status === 'authenticated' ? (state.user?.id ?? null) : null));
}
