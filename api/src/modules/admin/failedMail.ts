import { Type, type Static } from '@sinclair/typebox';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, podcasts, userMessages, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { PageRequest } from '../../http/pagination';
import { Nullable, StringEnum } from '../../http/schemas';
import type { AuthenticatedUser } from '../../plugins/auth';
import { BOOKING_EMAIL_JOB, BOOKING_REMINDER_JOB } from '../bookings/notifications';
import { CONTACT_MESSAGE_JOB } from '../contact/service';
import { DIGEST_CONFIRMATION_JOB } from '../digest/confirmationMail';
import { DIGEST_JOB } from '../digest/schedule';
import { FEED_FAILING_EMAIL_JOB } from '../feeds/refreshJob';
import { UNREAD_MESSAGE_JOB } from '../messages/notifications';
import { PASSWORD_RESET_EMAIL_JOB, VERIFICATION_EMAIL_JOB } from '../users/accountMail';
import { recordAdminAction } from './audit';
import { MODERATION_EMAIL_JOB } from './moderationMail';

/** The kinds of job that send one email; the others (feed reads, file removals) are not emails. */
export const MAIL_JOB_KINDS = [
  VERIFICATION_EMAIL_JOB,
  PASSWORD_RESET_EMAIL_JOB,
  CONTACT_MESSAGE_JOB,
  UNREAD_MESSAGE_JOB,
  BOOKING_EMAIL_JOB,
  BOOKING_REMINDER_JOB,
  DIGEST_CONFIRMATION_JOB,
  DIGEST_JOB,
  MODERATION_EMAIL_JOB,
  FEED_FAILING_EMAIL_JOB,
] as const;
export type MailJobKind = (typeof MAIL_JOB_KINDS)[number];

export const FailedMail = Type.Object(
  {
    id: Type.Integer({ description: "The email's job." }),
    kind: StringEnum(MAIL_JOB_KINDS, { description: 'Which email it is.' }),
    recipient: Nullable(Type.String({ description: 'The address it goes to now; null once the account is gone.' })),
    about: Nullable(
      Type.String({ description: "What it was about where the job says: a contact message's subject, a booking's event, a moderation outcome, a digest's week." }),
    ),
    attempts: Type.Integer({ description: 'Sends tried before it was given up.' }),
    last_error: Nullable(Type.String({ description: 'What the mail server (or the mailer) answered the last time.' })),
    created_at: Type.String({ format: 'date-time' }),
    failed_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'FailedMail' },
);
export type FailedMail = Static<typeof FailedMail>;

export const FailedMailRetry = Type.Object(
  { detail: Type.String(), id: Type.Integer(), run_at: Type.String({ format: 'date-time' }) },
  { $id: 'FailedMailRetry' },
);
export type FailedMailRetry = Static<typeof FailedMailRetry>;

const givenUpMail = and(isNotNull(jobs.failedAt), inArray(jobs.kind, [...MAIL_JOB_KINDS]));

type JobRow = Pick<typeof jobs.$inferSelect, 'id' | 'kind' | 'payload'>;

const idIn = (payload: Record<string, unknown>, key: string): number | undefined =>
  Number.isInteger(payload[key]) ? (payload[key] as number) : undefined;

/** What the email was about, from its job's own words. */
function aboutOf({ kind, payload }: JobRow): string | null {
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
  switch (kind) {
    case CONTACT_MESSAGE_JOB:
      return text('subject');
    case BOOKING_EMAIL_JOB:
      return text('event');
    case BOOKING_REMINDER_JOB:
      return payload.hoursBefore === undefined ? null : `${String(payload.hoursBefore)} h before ${text('startsAt') ?? ''}`.trim();
    case DIGEST_JOB:
      return text('weekOf') && `Week of ${text('weekOf')}`;
    case MODERATION_EMAIL_JOB:
      return [text('label'), text('outcome') ?? text('about')].filter(Boolean).join(': ') || null;
    case FEED_FAILING_EMAIL_JOB:
      return text('reason');
    default:
      return null;
  }
}

/**
 * The address each email goes to: a contact message's inbox from its job, every other email's account as it is now
 * (a user's id in the job, or the receiver of its message, or the owner of its podcast).
 */
async function recipientsOf(db: Db, rows: JobRow[]): Promise<Map<number, string | null>> {
  const messageIds = rows.filter((row) => row.kind === UNREAD_MESSAGE_JOB).map((row) => idIn(row.payload, 'messageId') ?? 0);
  const podcastIds = rows.filter((row) => row.kind === FEED_FAILING_EMAIL_JOB).map((row) => idIn(row.payload, 'podcastId') ?? 0);
  const [receivers, owners] = await Promise.all([
    messageIds.length === 0
      ? []
      : db.select({ id: userMessages.id, userId: userMessages.receiverId }).from(userMessages).where(inArray(userMessages.id, messageIds)),
    podcastIds.length === 0
      ? []
      : db.select({ id: podcasts.id, userId: podcasts.ownerId }).from(podcasts).where(inArray(podcasts.id, podcastIds)),
  ]);
  const receiverOf = new Map(receivers.map((row) => [row.id, row.userId]));
  const ownerOf = new Map(owners.map((row) => [row.id, row.userId]));
  const userIdOf = (row: JobRow): number | undefined => {
    if (row.kind === UNREAD_MESSAGE_JOB) return receiverOf.get(idIn(row.payload, 'messageId') ?? 0);
    if (row.kind === FEED_FAILING_EMAIL_JOB) return ownerOf.get(idIn(row.payload, 'podcastId') ?? 0);
    return idIn(row.payload, 'userId') ?? idIn(row.payload, 'recipientId');
  };
  const userIds = [...new Set(rows.map(userIdOf).filter((id): id is number => id !== undefined))];
  const emails = new Map(
    (userIds.length === 0 ? [] : await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))).map(
      (row) => [row.id, row.email],
    ),
  );
  return new Map(
    rows.map((row) => {
      if (row.kind === CONTACT_MESSAGE_JOB) return [row.id, typeof row.payload.inbox === 'string' ? row.payload.inbox : null];
      const userId = userIdOf(row);
      return [row.id, (userId !== undefined && emails.get(userId)) || null];
    }),
  );
}

/** The emails given up after their last attempt, latest first. */
export async function listFailedMail(db: Db, page: PageRequest): Promise<{ count: number; results: FailedMail[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(givenUpMail)
      .orderBy(desc(jobs.failedAt), desc(jobs.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(jobs).where(givenUpMail),
  ]);
  const recipients = await recipientsOf(db, rows);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind as MailJobKind,
      recipient: recipients.get(row.id) ?? null,
      about: aboutOf(row),
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
      // givenUpMail selects only rows with failed_at.
      failed_at: (row.failedAt ?? row.createdAt).toISOString(),
    })),
  };
}

/** How many emails are given up, for the dashboard (the partial index on failed_at answers it). */
export async function countFailedMail(db: Db): Promise<number> {
  const [total] = await db.select({ n: count() }).from(jobs).where(givenUpMail);
  return total?.n ?? 0;
}

/**
 * Sends a given-up email again: its job is due at `now` with its attempts from zero, as when it was first
 * scheduled, and the admin's action is recorded with it. The email is rendered when it is sent, from the job's
 * facts and its recipient's account of that moment. 404 for a job that is not a given-up email (sent, still
 * trying, retried already, or no email at all).
 */
export async function retryFailedMail(
  db: Db,
  admin: Pick<AuthenticatedUser, 'id' | 'username'>,
  id: number,
  now: Date,
): Promise<FailedMailRetry> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ doneAt: null, failedAt: null, attempts: 0, runAt: now, lockedAt: null, lockedBy: null })
      .where(and(eq(jobs.id, id), givenUpMail))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload });
    if (!job) throw notFound();
    const recipient = (await recipientsOf(tx, [job])).get(job.id);
    await recordAdminAction(tx, admin, {
      action: 'retry_email',
      targetType: 'email',
      targetId: job.id,
      targetLabel: `${job.kind} to ${recipient ?? 'a deleted account'}`,
    });
    return { detail: 'The email will be sent again.', id: job.id, run_at: now.toISOString() };
  });
}
