import { forbidden, NOT_ALLOWED } from '../errors';
import type { Actor } from './actor';

/** The owner or an admin may (removing an item, say); anyone else gets a 403. */
export function assertOwnerOrAdmin(actor: Actor, ownerId: number, denied: string = NOT_ALLOWED): void {
  if (actor.id !== ownerId && !actor.isAdmin) throw forbidden(denied);
}
