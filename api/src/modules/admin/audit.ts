import type { Db } from '../../db/client';
import { adminActions } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';

export type AdminActionKind = (typeof adminActions.action.enumValues)[number];
export type AdminActionTarget = (typeof adminActions.targetType.enumValues)[number];

export interface AdminActionEntry {
  action: AdminActionKind;
  targetType: AdminActionTarget;
  targetId: number;
  /** What the item was called when the admin acted (a title, a name, a username). */
  targetLabel: string;
  reason?: string | null;
}

/**
 * Writes one entry of the audit trail. Call it inside the transaction that makes the change, so an action is
 * never taken without its entry, nor recorded without being taken.
 */
export async function recordAdminAction(tx: Db, admin: Pick<AuthenticatedUser, 'id' | 'username'>, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    adminUsername: admin.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason ?? null,
  });
}

/** Who the audit trail names for what the site did by itself (a show published on its verified feed). */
export const AUTOMATIC_ACTOR = 'PodBridge';

/** An entry for an action the site took by itself, under a rule admins set (no admin's name on it). */
export async function recordAutomaticAction(tx: Db, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: null,
    adminUsername: AUTOMATIC_ACTOR,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason ?? null,
  });
}
