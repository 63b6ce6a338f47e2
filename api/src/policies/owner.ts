import { forbidden, NOT_ALLOWED } from '../errors';
import type { Actor } from './actor';

/** Only the owner may: anyone else gets a 403, admins too (they review items, they do not edit them). */
export function assertOwner(actor: Actor, ownerId: number, denied: string = NOT_ALLOWED): void {
  if (actor.id !== ownerId) throw forbidden(denied);
}
