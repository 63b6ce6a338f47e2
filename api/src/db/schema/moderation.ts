import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An item's review: pending until an admin approves or rejects it; an approved item can be unpublished (and
 * published again). A rejected or unpublished item stays visible to its owner with the admin's reason, and goes
 * back to pending when the owner edits it.
 */
export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'rejected', 'unpublished']);

export const adminActionKind = pgEnum('admin_action_kind', [
  'approve',
  'reject',
  'unpublish',
  'republish',
  'feature',
  'unfeature',
  'dismiss_report',
  'warn_user',
  'suspend_user',
  'unsuspend_user',
  'create_topic',
  'update_topic',
  'delete_topic',
  'hide_comment',
  'restore_comment',
  'retry_email',
]);

export const adminActionTarget = pgEnum('admin_action_target', [
  'podcast',
  'expert',
  'user',
  'message_report',
  'topic',
  'comment',
  'email',
]);

/**
 * The audit trail: every admin action, who took it, on which item and why. The item's label is copied, so an
 * entry stays readable after the item (or the admin) is gone.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text().notNull(),
    action: adminActionKind().notNull(),
    targetType: adminActionTarget().notNull(),
    targetId: integer().notNull(),
    targetLabel: text().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_actions_created_idx').on(table.createdAt, table.id),
    index('admin_actions_admin_idx').on(table.adminId, table.createdAt, table.id),
    index('admin_actions_target_idx').on(table.targetType, table.targetId, table.createdAt, table.id),
  ],
);
