import { Type, type Static } from '@sinclair/typebox';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActions, users } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { Id, Nullable, PageQuery, StringEnum } from '../../http/schemas';

const ACTION_KINDS = adminActions.action.enumValues;
const TARGETS = adminActions.targetType.enumValues;

export const AdminRef = Type.Object({ id: Type.Integer(), username: Type.String() }, { $id: 'AdminRef' });
export type AdminRef = Static<typeof AdminRef>;

export const AdminAction = Type.Object(
  {
    id: Type.Integer(),
    admin: Type.Object({ id: Nullable(Type.Integer({ description: 'Null once the admin account is gone.' })), username: Type.String() }),
    action: StringEnum(ACTION_KINDS),
    target_type: StringEnum(TARGETS),
    target_id: Type.Integer(),
    target_label: Type.String({ description: 'What the item was called when the admin acted.' }),
    reason: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'AdminAction' },
);
export type AdminAction = Static<typeof AdminAction>;

export const AuditQuery = Type.Object(
  {
    ...PageQuery,
    admin: Type.Optional(Id("An admin's user id.")),
    target_type: Type.Optional(StringEnum(TARGETS)),
    target_id: Type.Optional(Id('An item id; with target_type.')),
  },
  { $id: 'AuditQuery' },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** One page of the audit trail, newest first, by admin and by item (each filter has its own index). */
export async function listAdminActions(
  db: Db,
  filters: Pick<AuditQuery, 'admin' | 'target_type' | 'target_id'>,
  page: PageRequest,
): Promise<{ count: number; results: AdminAction[] }> {
  const conditions: (SQL | undefined)[] = [
    filters.admin === undefined ? undefined : eq(adminActions.adminId, filters.admin),
    filters.target_type === undefined ? undefined : eq(adminActions.targetType, filters.target_type),
    filters.target_type === undefined || filters.target_id === undefined ? undefined : eq(adminActions.targetId, filters.target_id),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActions)
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(adminActions).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      admin: { id: row.adminId, username: row.adminUsername },
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      target_label: row.targetLabel,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Who can be picked in the trail's filter: today's admins and anyone who acted as one, by name. */
export async function listAdmins(db: Db): Promise<AdminRef[]> {
  const actors = db.selectDistinct({ id: adminActions.adminId }).from(adminActions);
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(or(eq(users.isAdmin, true), inArray(users.id, actors)))
    .orderBy(asc(users.username));
}
