import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { expertProfiles, podcasts, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { REVIEW_STATES } from '../../http/schemas';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import { recordAdminAction } from './audit';
import type { Recipient } from '../users/emails';
import { recipientColumns } from '../users/people';
import type { MailMessage } from '../../plugins/mail';
import { approvedEmail, reviewEmail } from './moderationEmails';

export type ContentKind = 'podcast' | 'expert';
type ReviewState = (typeof REVIEW_STATES)[number];
export type ModerationAction = 'approve' | 'reject' | 'unpublish' | 'republish' | 'feature' | 'unfeature';

/** What moderation needs besides the database: mail to owners and where the site is. */
export interface ModerationContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicWebUrl: string;
}

/** The moderation context of an app. */
export function moderationContext(app: FastifyInstance): ModerationContext {
  return { db: app.db, mailer: app.mailer, log: app.log, publicWebUrl: app.config.publicWebUrl };
}

interface ItemState {
  status: ReviewState;
  featured: boolean;
  label: string;
  owner: Recipient;
}

interface ReviewChanges {
  approvalStatus?: ReviewState;
  reviewReason?: string | null;
  featuredAt?: Date | null;
}

/** How moderation reads and writes one kind of item; everything else is the same for both. */
interface KindAccess {
  noun: string;
  sitePath: (id: number) => string;
  lock: (tx: Db, id: number) => Promise<ItemState | undefined>;
  write: (tx: Db, id: number, changes: ReviewChanges) => Promise<void>;
}

const KINDS: Record<ContentKind, KindAccess> = {
  podcast: {
    noun: 'podcast',
    sitePath: (id) => `/podcasts/${id}`,
    lock: async (tx, id) => {
      const [row] = await tx
        .select({
          status: podcasts.approvalStatus,
          featuredAt: podcasts.featuredAt,
          label: podcasts.title,
          owner: recipientColumns(users),
        })
        .from(podcasts)
        .innerJoin(users, eq(users.id, podcasts.ownerId))
        .where(eq(podcasts.id, id))
        .for('update', { of: podcasts });
      return row && { ...row, featured: row.featuredAt !== null };
    },
    write: async (tx, id, changes) => {
      await tx.update(podcasts).set(changes).where(eq(podcasts.id, id));
    },
  },
  expert: {
    noun: 'expert profile',
    sitePath: (id) => `/experts/${id}`,
    lock: async (tx, id) => {
      const [row] = await tx
        .select({
          status: expertProfiles.approvalStatus,
          featuredAt: expertProfiles.featuredAt,
          label: expertProfiles.name,
          owner: recipientColumns(users),
        })
        .from(expertProfiles)
        .innerJoin(users, eq(users.id, expertProfiles.userId))
        .where(eq(expertProfiles.id, id))
        .for('update', { of: expertProfiles });
      return row && { ...row, featured: row.featuredAt !== null };
    },
    write: async (tx, id, changes) => {
      await tx.update(expertProfiles).set(changes).where(eq(expertProfiles.id, id));
    },
  },
};

interface ActionRule {
  /** The states the action applies to; from any other the admin gets a 409. */
  from: readonly ReviewState[];
  refused: (noun: string) => string;
  /** The change, or null when the item already is as the action would leave it (nothing to do, nothing recorded). */
  change: (item: ItemState, reason: string | null) => ReviewChanges | null;
}

const RULES: Record<ModerationAction, ActionRule> = {
  approve: {
    from: ['pending', 'rejected', 'unpublished', 'approved'],
    refused: (noun) => `This ${noun} cannot be approved.`,
    change: (item) => (item.status === 'approved' ? null : { approvalStatus: 'approved', reviewReason: null }),
  },
  reject: {
    from: ['pending'],
    refused: (noun) => `Only a pending ${noun} can be rejected.`,
    change: (_item, reason) => ({ approvalStatus: 'rejected', reviewReason: reason }),
  },
  unpublish: {
    from: ['approved'],
    refused: (noun) => `Only a published ${noun} can be unpublished.`,
    change: (_item, reason) => ({ approvalStatus: 'unpublished', reviewReason: reason, featuredAt: null }),
  },
  republish: {
    from: ['unpublished'],
    refused: (noun) => `Only an unpublished ${noun} can be published again.`,
    change: () => ({ approvalStatus: 'approved', reviewReason: null }),
  },
  feature: {
    from: ['approved'],
    refused: (noun) => `Only a published ${noun} can be featured.`,
    change: (item) => (item.featured ? null : { featuredAt: new Date() }),
  },
  unfeature: {
    from: ['pending', 'approved', 'rejected', 'unpublished'],
    refused: (noun) => `This ${noun} cannot be unfeatured.`,
    change: (item) => (item.featured ? { featuredAt: null } : null),
  },
};

/**
 * One admin action on a podcast or an expert profile, with its audit entry, in one transaction; the item is
 * locked first, so two admins acting at once see each other's result. 404 for a missing item, 409 when its state
 * does not allow the action. Returns the item as it was, or null when there was nothing to do.
 */
export async function applyModeration(
  db: Db,
  kind: ContentKind,
  id: number,
  admin: Pick<AuthenticatedUser, 'id' | 'username'>,
  action: ModerationAction,
  reason: string | null = null,
): Promise<ItemState | null> {
  const access = KINDS[kind];
  const rule = RULES[action];
  return db.transaction(async (tx) => {
    const current = await access.lock(tx, id);
    if (!current) throw notFound();
    if (!rule.from.includes(current.status)) throw conflict(rule.refused(access.noun));
    const changes = rule.change(current, reason);
    if (!changes) return null;
    await access.write(tx, id, changes);
    await recordAdminAction(tx, admin, { action, targetType: kind, targetId: id, targetLabel: current.label, reason });
    return current;
  });
}

/**
 * applyModeration, then the owner is mailed, in their language: an approval, or a rejection or an unpublishing with
 * the reason, or saying none was given (a mail failure is logged; the action stands).
 */
export async function moderate(
  ctx: ModerationContext,
  kind: ContentKind,
  id: number,
  admin: AuthenticatedUser,
  action: ModerationAction,
  reason: string | null = null,
): Promise<void> {
  const item = await applyModeration(ctx.db, kind, id, admin, action, reason);
  if (!item) return;
  const link = `${ctx.publicWebUrl}${KINDS[kind].sitePath(id)}`;
  const about = { kind, label: item.label, link };
  let mail: MailMessage | null = null;
  if (action === 'approve') mail = approvedEmail(item.owner, about);
  else if (action === 'reject' || action === 'unpublish') {
    mail = reviewEmail(item.owner, about, action === 'reject' ? 'rejected' : 'unpublished', reason);
  }
  if (!mail) return;
  await ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error, kind, id }, 'Review email failed'));
}

/** An owner's edit sends a rejected or unpublished item back to the queue (pending); other states stay. */
export function reviewAfterOwnerEdit(status: ReviewState): ReviewState {
  return status === 'rejected' || status === 'unpublished' ? 'pending' : status;
}
