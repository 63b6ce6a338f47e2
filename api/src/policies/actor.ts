import type { AuthenticatedUser } from '../plugins/auth';

/** Who asks; the rules look only at who they are and whether they are an admin. */
export type Actor = Pick<AuthenticatedUser, 'id' | 'isAdmin'>;

/** A rule on changing an item (assertOwner, assertOwnerOrAdmin): returns when the actor may, else throws a 403. */
export type OwnershipRule = (actor: Actor, ownerId: number, denied?: string) => void;
