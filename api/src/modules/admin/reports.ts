import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messageReports, userMessages, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { PageRequest } from '../../http/pagination';
import type { AuthenticatedUser } from '../../plugins/auth';
import { revokeAllSessions } from '../users/sessions';
import { recordAdminAction } from './audit';
import type { ModerationContext } from './content';
import { scheduleModerationEmail } from './moderationMail';
import type { AdminReport, SuspendedUser } from './reportSchemas';

export type ReportDecision = 'dismiss' | 'warn' | 'suspend';
const RESOLUTION = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended' } as const;
const ACTION = { dismiss: 'dismiss_report', warn: 'warn_user', suspend: 'suspend_user' } as const;
/** Messages shown on each side of a reported one. */
const CONTEXT_SIZE = 3;

const reporter = alias(users, 'reporter');
const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const resolver = alias(users, 'resolver');

function selectReports(db: Db) {
  return db
    .select({
      id: messageReports.id,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      resolution: messageReports.resolution,
      resolvedAt: messageReports.resolvedAt,
      resolverId: resolver.id,
      resolverName: resolver.username,
      reporter: { id: reporter.id, username: reporter.username, user_type: reporter.userType },
      messageId: userMessages.id,
      content: userMessages.content,
      sentAt: userMessages.createdAt,
      sender: { id: sender.id, username: sender.username, user_type: sender.userType },
      senderSuspendedAt: sender.suspendedAt,
      senderSuspensionReason: sender.suspensionReason,
      receiver: { id: receiver.id, username: receiver.username, user_type: receiver.userType },
    })
    .from(messageReports)
    .innerJoin(userMessages, eq(userMessages.id, messageReports.messageId))
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .innerJoin(sender, eq(sender.id, userMessages.senderId))
    .innerJoin(receiver, eq(receiver.id, userMessages.receiverId))
    .leftJoin(resolver, eq(resolver.id, messageReports.resolvedBy))
    .$dynamic();
}
type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

/** A row of the context query; PGlite and node-postgres may give numbers and timestamps as text. */
interface ContextLine {
  reported: number | string;
  id: number | string;
  sender: number | string;
  content: string;
  timestamp: string | Date;
}

/** The conversation around each reported message (withheld messages left out), all in one query. */
async function contextsOf(db: Db, messageIds: number[]): Promise<Map<number, AdminReport['context']>> {
  const byMessage = new Map<number, AdminReport['context']>(messageIds.map((id) => [id, []]));
  if (messageIds.length === 0) return byMessage;
  const ids = sql.join(messageIds.map((id) => sql`${id}`), sql`, `);
  const result = (await db.execute(sql`
    SELECT m.id AS reported, c.id, c.sender_id AS sender, c.content, c.created_at AS timestamp
    FROM user_messages m
    CROSS JOIN LATERAL (
      (SELECT x.id, x.sender_id, x.content, x.created_at FROM user_messages x
        WHERE x.pair_low = m.pair_low AND x.pair_high = m.pair_high AND x.id < m.id AND NOT x.withheld
        ORDER BY x.id DESC LIMIT ${CONTEXT_SIZE})
      UNION ALL
      (SELECT x.id, x.sender_id, x.content, x.created_at FROM user_messages x
        WHERE x.pair_low = m.pair_low AND x.pair_high = m.pair_high AND x.id >= m.id AND (NOT x.withheld OR x.id = m.id)
        ORDER BY x.id ASC LIMIT ${CONTEXT_SIZE + 1})
    ) c
    WHERE m.id IN (${ids})
    ORDER BY m.id, c.id`)) as { rows: ContextLine[] };
  for (const line of result.rows) {
    byMessage.get(Number(line.reported))!.push({
      id: Number(line.id),
      sender: Number(line.sender),
      content: line.content,
      timestamp: new Date(line.timestamp).toISOString(),
    });
  }
  return byMessage;
}

/** Reports as the admin sees them, with their contexts and the senders' open reports counted at once. */
async function reportViews(db: Db, rows: ReportRow[]): Promise<AdminReport[]> {
  const senderIds = [...new Set(rows.map((row) => row.sender.id))];
  const [contexts, openCounts] = await Promise.all([
    contextsOf(db, rows.map((row) => row.messageId)),
    senderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ senderId: userMessages.senderId, n: count() })
          .from(messageReports)
          .innerJoin(userMessages, eq(userMessages.id, messageReports.messageId))
          .where(and(isNull(messageReports.resolvedAt), inArray(userMessages.senderId, senderIds)))
          .groupBy(userMessages.senderId),
  ]);
  const open = new Map(openCounts.map((row) => [row.senderId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reporter: row.reporter,
    message: {
      id: row.messageId,
      content: row.content,
      timestamp: row.sentAt.toISOString(),
      sender: { ...row.sender, is_suspended: row.senderSuspendedAt !== null, suspension_reason: row.senderSuspensionReason },
      receiver: row.receiver,
    },
    context: contexts.get(row.messageId) ?? [],
    reports_of_sender: open.get(row.sender.id) ?? 0,
    resolution: row.resolution,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolverId !== null && row.resolverName !== null ? { id: row.resolverId, username: row.resolverName } : null,
  }));
}

/** One page of the reports queue: open ones oldest first, closed ones latest closed first. */
export async function listReports(
  db: Db,
  status: 'open' | 'resolved',
  page: PageRequest,
): Promise<{ count: number; results: AdminReport[] }> {
  const open = status === 'open';
  const where = open ? isNull(messageReports.resolvedAt) : isNotNull(messageReports.resolvedAt);
  const order = open
    ? [asc(messageReports.createdAt), asc(messageReports.id)]
    : [desc(messageReports.resolvedAt), desc(messageReports.id)];
  const [rows, [total]] = await Promise.all([
    selectReports(db).where(where).orderBy(...order).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(messageReports).where(where),
  ]);
  return { count: total?.n ?? 0, results: await reportViews(db, rows) };
}

async function getReport(db: Db, id: number): Promise<AdminReport> {
  const rows = await selectReports(db).where(eq(messageReports.id, id));
  if (rows.length === 0) throw notFound();
  return (await reportViews(db, rows))[0]!;
}

/**
 * Closes a report (and every other open report of the same message): dismissed, or the sender warned or
 * suspended (signed out everywhere; they cannot sign in and are told why). One transaction with its audit entry
 * and the email telling the sender of the warning or suspension (sent by the job runner).
 */
export async function decideReport(
  ctx: ModerationContext,
  id: number,
  admin: AuthenticatedUser,
  decision: ReportDecision,
  reason: string | null,
): Promise<AdminReport> {
  await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        messageId: messageReports.messageId,
        resolvedAt: messageReports.resolvedAt,
        senderId: users.id,
        senderName: users.username,
        senderIsAdmin: users.isAdmin,
      })
      .from(messageReports)
      .innerJoin(userMessages, eq(userMessages.id, messageReports.messageId))
      .innerJoin(users, eq(users.id, userMessages.senderId))
      .where(eq(messageReports.id, id))
      .for('update', { of: messageReports });
    if (!report) throw notFound();
    if (report.resolvedAt) throw conflict('This report is already closed.', { code: 'report_closed' });
    if (decision === 'suspend' && report.senderIsAdmin) throw conflict('Admins cannot be suspended.', { code: 'admin_not_suspendable' });
    const now = ctx.now?.() ?? new Date();
    await tx
      .update(messageReports)
      .set({ resolvedAt: now, resolution: RESOLUTION[decision], resolvedBy: admin.id })
      .where(and(eq(messageReports.messageId, report.messageId), isNull(messageReports.resolvedAt)));
    if (decision === 'suspend') {
      await tx.update(users).set({ suspendedAt: now, suspensionReason: reason }).where(eq(users.id, report.senderId));
      await revokeAllSessions(tx, report.senderId);
    }
    await recordAdminAction(
      tx,
      admin,
      decision === 'dismiss'
        ? { action: ACTION.dismiss, targetType: 'message_report', targetId: id, targetLabel: `Message #${report.messageId} from ${report.senderName}`, reason }
        : { action: ACTION[decision], targetType: 'user', targetId: report.senderId, targetLabel: report.senderName, reason },
    );
    if (decision !== 'dismiss' && reason) {
      const outcome = decision === 'warn' ? 'warned' : 'suspended';
      await scheduleModerationEmail(tx, { about: 'account', recipientId: report.senderId, outcome, reason, path: '/contact' }, now);
    }
  });
  return getReport(ctx.db, id);
}

/** Lifts a suspension: the user can sign in again. 404 for no such user, 409 when they are not suspended. */
export async function unsuspendUser(db: Db, userId: number, admin: AuthenticatedUser): Promise<SuspendedUser> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, user_type: users.userType, suspendedAt: users.suspendedAt, reason: users.suspensionReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    if (!user.suspendedAt) throw conflict('This user is not suspended.', { code: 'not_suspended' });
    await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, userId));
    await recordAdminAction(tx, admin, { action: 'unsuspend_user', targetType: 'user', targetId: userId, targetLabel: user.username });
    return { id: user.id, username: user.username, user_type: user.user_type, suspended_at: user.suspendedAt.toISOString(), suspension_reason: user.reason };
  });
}

/** The suspended accounts, latest suspended first. */
export async function listSuspendedUsers(db: Db, page: PageRequest): Promise<{ count: number; results: SuspendedUser[] }> {
  const where = isNotNull(users.suspendedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, user_type: users.userType, suspendedAt: users.suspendedAt, reason: users.suspensionReason })
      .from(users)
      .where(where)
      .orderBy(desc(users.suspendedAt), desc(users.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      username: row.username,
      user_type: row.user_type,
      suspended_at: row.suspendedAt!.toISOString(),
      suspension_reason: row.reason,
    })),
  };
}
