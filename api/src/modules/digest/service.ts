import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { digestSends, digestSubscriptions, users } from '../../db/schema';
import { badRequest, FieldErrors, HttpError } from '../../errors';
import type { JobHandler } from '../../jobs/runner';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { FileStore } from '../../uploads/fileStore';
import { recipientColumns } from '../users/people';
import { hashToken, newOpaqueToken } from '../users/secrets';
import { buildDigest, digestKindOf } from './content';
import { scheduleDigestConfirmation } from './confirmationMail';
import { digestEmail, digestLines } from './emails';
import type { DigestPreview, DigestSubscriberList, DigestSubscription } from './schemas';
import { isTimeZone, nextDigestAt, scheduleDigest } from './schedule';

export interface DigestContext {
  db: Db;
  files: FileStore;
  publicWebUrl: string;
  publicApiUrl: string;
  now: () => Date;
  /** Runs the due jobs now (see jobs/wake.ts): after an opt-in scheduled its confirmation email. */
  wakeJobs: () => void;
}

export const INVALID_TIME_ZONE = 'Choose a time zone such as Europe/Stockholm.';
export const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired. Turn the weekly email on again for a new one.';
export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid, or it was already used.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';
export const UNSUBSCRIBED = 'You will no longer get the weekly email. You can turn it on again on My Profile.';

/** The site's page a digest's unsubscribe link opens. */
const unsubscribePath = (token: string) => `/digest/unsubscribe/${token}`;

type SubscriptionRow = typeof digestSubscriptions.$inferSelect;

function subscriptionOf(user: Pick<AuthenticatedUser, 'userType'>, row: SubscriptionRow | undefined, now: Date): DigestSubscription {
  const kind = digestKindOf(user.userType);
  if (!row) return { status: 'off', kind, time_zone: null, next_send_at: null };
  if (!row.confirmedAt) return { status: 'pending', kind, time_zone: row.timeZone, next_send_at: null };
  return { status: 'on', kind, time_zone: row.timeZone, next_send_at: nextDigestAt(now, row.timeZone).runAt.toISOString() };
}

async function storedSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(digestSubscriptions).where(eq(digestSubscriptions.userId, userId));
  return row;
}

/** The signed-in user's weekly email: off, waiting for the confirmation link, or on with its next time. */
export async function ownSubscription(ctx: DigestContext, user: AuthenticatedUser): Promise<DigestSubscription> {
  return subscriptionOf(user, await storedSubscription(ctx.db, user.id), ctx.now());
}

/**
 * Opting in: a new confirmation link by email (an earlier one stops working once it is sent; the email is a job
 * scheduled with the opt-in, retried while the mail server fails), nothing sent before it is followed. On already:
 * only the time zone changes, from the next digest on.
 */
export async function subscribe(ctx: DigestContext, user: AuthenticatedUser, timeZone: string): Promise<DigestSubscription> {
  if (!isTimeZone(timeZone)) throw new FieldErrors({ time_zone: [INVALID_TIME_ZONE] }, { time_zone: ['invalid_time_zone'] });
  const now = ctx.now();
  const existing = await storedSubscription(ctx.db, user.id);
  if (existing?.confirmedAt) {
    const [row] = await ctx.db
      .update(digestSubscriptions)
      .set({ timeZone })
      .where(eq(digestSubscriptions.userId, user.id))
      .returning();
    return subscriptionOf(user, row, now);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(digestSubscriptions)
      .values({ userId: user.id, timeZone })
      .onConflictDoUpdate({ target: digestSubscriptions.userId, set: { timeZone, confirmedAt: null } })
      .returning();
    await scheduleDigestConfirmation(tx, user.id, now);
    return pending;
  });
  ctx.wakeJobs();
  return subscriptionOf(user, row, now);
}

/** Opting out while signed in; nothing more is sent (a digest's job finds no subscription and ends its chain). */
export async function unsubscribe(ctx: DigestContext, user: AuthenticatedUser): Promise<void> {
  await ctx.db.delete(digestSubscriptions).where(eq(digestSubscriptions.userId, user.id));
}

/**
 * The confirmation link: the subscription is on and its first digest scheduled for the next Monday 08:00 in its time
 * zone, in one transaction; the link works once, for 3 days, signed in or not.
 */
export async function confirmSubscription(ctx: DigestContext, token: string): Promise<{ next_send_at: string }> {
  const now = ctx.now();
  const tokenHash = hashToken(token);
  return ctx.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(digestSubscriptions)
      .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(
        eq(digestSubscriptions.confirmTokenHash, tokenHash),
        isNull(digestSubscriptions.confirmedAt),
        gt(digestSubscriptions.confirmExpiresAt, now),
      ))
      .returning();
    if (!confirmed) {
      const [expired] = await tx
        .select({ userId: digestSubscriptions.userId })
        .from(digestSubscriptions)
        .where(eq(digestSubscriptions.confirmTokenHash, tokenHash));
      if (expired) throw badRequest(CONFIRM_LINK_EXPIRED, { code: 'digest_link_expired' });
      throw badRequest(CONFIRM_LINK_INVALID, { code: 'digest_link_invalid' });
    }
    const runAt = await scheduleDigest(tx, confirmed.userId, now, confirmed.timeZone);
    return { next_send_at: runAt.toISOString() };
  });
}

/**
 * The unsubscribe link of a digest (the site's page, or a mail client's one-click POST): the reader's subscription
 * ends, signed in or not. Following it again is fine; a token no digest carried is a 404.
 */
export async function unsubscribeByToken(ctx: Pick<DigestContext, 'db'>, token: string): Promise<void> {
  const [send] = await ctx.db
    .select({ userId: digestSends.userId })
    .from(digestSends)
    .where(eq(digestSends.unsubscribeTokenHash, hashToken(token)));
  if (!send) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID, { code: 'digest_unsubscribe_invalid' });
  await ctx.db.delete(digestSubscriptions).where(eq(digestSubscriptions.userId, send.userId));
}

/**
 * One reader's digest for one week. The week's row in `digest_sends` is made in the transaction that sends the
 * email, and its unique key makes a second job for the same week (another instance, a second chain after opting
 * out and in again) do nothing and end its chain; a failed send rolls the row back and the job is retried. A week
 * with nothing new is recorded without an email. The next week's job is scheduled in the same transaction; a
 * subscription ended meanwhile ends the chain.
 */
export const sendWeeklyDigest: JobHandler = async (ctx, payload, now) => {
  const userId = Number(payload.userId);
  const weekOf = String(payload.weekOf);
  const subscription = await storedSubscription(ctx.db, userId);
  if (!subscription?.confirmedAt) return;
  const digest = await buildDigest({ db: ctx.db, files: ctx.files }, userId, now);
  if (!digest) return;
  const [to] = await ctx.db
    .select(recipientColumns(users))
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  const token = to && digest.items.length > 0 ? newOpaqueToken() : null;
  await ctx.db.transaction(async (tx) => {
    const [week] = await tx
      .insert(digestSends)
      .values({
        userId,
        weekOf,
        itemIds: token ? digest.items.map((item) => item.id) : [],
        unsubscribeTokenHash: token && hashToken(token),
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: digestSends.id });
    if (!week) return;
    if (to && token) {
      await ctx.mailer.send(
        digestEmail(to, digest, {
          site: ctx.publicWebUrl,
          unsubscribePage: `${ctx.publicWebUrl}${unsubscribePath(token)}`,
          unsubscribeApi: `${ctx.publicApiUrl}/api/digest/unsubscribe/${token}/`,
        }),
      );
    }
    await scheduleDigest(tx, userId, now, subscription.timeZone);
  });
};

/** Every subscription, for admins: who, which kind, on or waiting, the time zone, the last digest. */
export async function listSubscribers(ctx: Pick<DigestContext, 'db' | 'now'>): Promise<DigestSubscriberList> {
  const rows = await ctx.db
    .select({
      userId: digestSubscriptions.userId,
      username: users.username,
      userType: users.userType,
      timeZone: digestSubscriptions.timeZone,
      confirmedAt: digestSubscriptions.confirmedAt,
      lastSentAt: sql<Date | null>`(SELECT max(s.sent_at) FROM digest_sends AS s WHERE s.user_id = ${digestSubscriptions.userId})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(digestSubscriptions)
    .innerJoin(users, eq(users.id, digestSubscriptions.userId))
    .orderBy(asc(users.username));
  const now = ctx.now();
  return {
    results: rows.map((row) => ({
      user: { id: row.userId, username: row.username },
      kind: digestKindOf(row.userType),
      status: row.confirmedAt ? 'on' : 'pending',
      time_zone: row.timeZone,
      next_send_at: row.confirmedAt ? nextDigestAt(now, row.timeZone).runAt.toISOString() : null,
      last_sent_at: row.lastSentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * What the user's next digest would hold if it went out now, in their language, for admins: the subject, the
 * reason line and each item with why it is there; whether they are subscribed at all. Nothing is sent or recorded.
 */
export async function previewDigest(ctx: DigestContext, userId: number): Promise<DigestPreview | null> {
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, userType: users.userType, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const now = ctx.now();
  const [subscription, digest] = await Promise.all([
    storedSubscription(ctx.db, userId),
    buildDigest({ db: ctx.db, files: ctx.files }, userId, now),
  ]);
  if (!digest) return null;
  const { subject, reason, lines } = digestLines(digest, user.language);
  return {
    user: { id: user.id, username: user.username },
    language: user.language,
    subscription: subscriptionOf(user, subscription, now),
    since: digest.since.toISOString(),
    subject,
    reason,
    items: digest.items.map((item, index) => ({
      id: item.id,
      title: item.title,
      url: `${ctx.publicWebUrl}${item.path}`,
      line: lines[index]!,
    })),
    skipped: digest.items.length === 0,
  };
}
