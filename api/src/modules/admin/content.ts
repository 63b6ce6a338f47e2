import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { comments, expertProfiles, podcasts } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { REVIEW_STATES } from '../../http/schemas';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAdminAction, type AdminActionKind } from './audit';
import { scheduleModerationEmail, type ModerationEmail } from './moderationMail';
import {
  moderationOf,
  refusalOf,
  ruleOf,
  type Moderation,
  type ModeratedState,
  type ModeratedType,
  type ModerationAction,
  type ModerationChange,
} from './moderationRules';

type ReviewState = (typeof REVIEW_STATES)[number];
export type ContentKind = 'podcast' | 'expert';

/** What moderation needs besides the admin: the database (emails go through its job queue) and the time. */
export interface ModerationContext {
  db: Db;
  /** The API's clock; the system's when left out. */
  now?: Clock;
}

/** The moderation context of an app. */
export function moderationContext(app: FastifyInstance): ModerationContext {
  return { db: app.db, now: app.now };
}

/** The first words of a comment, to name it in the audit trail and in its author's email. */
export function excerptOf(content: string, length = 80): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

interface LockedItem extends ModeratedState {
  /** The title, name or comment excerpt the audit trail and the email name it by. */
  label: string;
  ownerId: number;
  /** The site page the owner's email links to. */
  path: string;
}

/** How moderation reads and writes one type of item; the rules and the rest are the same for all. */
interface TypeAccess {
  lock: (tx: Db, id: number) => Promise<Omit<LockedItem, 'own'> | undefined>;
  write: (tx: Db, id: number, change: ModerationChange) => Promise<void>;
  /** The audit trail's name of the action on this type. */
  audited: (action: ModerationAction) => AdminActionKind;
}

const reviewChanges = (change: ModerationChange) => ({
  ...(change.state ? { approvalStatus: change.state as ReviewState } : {}),
  ...(change.reason !== undefined ? { reviewReason: change.reason } : {}),
  ...(change.featured !== undefined ? { featuredAt: change.featured ? new Date() : null } : {}),
});

const reviewed = (row: { status: ReviewState; featuredAt: Date | null; reason: string | null }) => ({
  state: row.status,
  featured: row.featuredAt !== null,
  reason: row.reason,
});

const TYPES: Record<ModeratedType, TypeAccess> = {
  podcast: {
    lock: async (tx, id) => {
      const [row] = await tx
        .select({
          status: podcasts.approvalStatus,
          featuredAt: podcasts.featuredAt,
          reason: podcasts.reviewReason,
          label: podcasts.title,
          ownerId: podcasts.ownerId,
        })
        .from(podcasts)
        .where(eq(podcasts.id, id))
        .for('update');
      return row && { ...reviewed(row), label: row.label, ownerId: row.ownerId, path: `/podcasts/${id}` };
    },
    write: async (tx, id, change) => {
      await tx.update(podcasts).set(reviewChanges(change)).where(eq(podcasts.id, id));
    },
    audited: (action) => action as AdminActionKind,
  },
  expert: {
    lock: async (tx, id) => {
      const [row] = await tx
        .select({
          status: expertProfiles.approvalStatus,
          featuredAt: expertProfiles.featuredAt,
          reason: expertProfiles.reviewReason,
          label: expertProfiles.name,
          ownerId: expertProfiles.userId,
        })
        .from(expertProfiles)
        .where(eq(expertProfiles.id, id))
        .for('update');
      return row && { ...reviewed(row), label: row.label, ownerId: row.ownerId, path: `/experts/${id}` };
    },
    write: async (tx, id, change) => {
      await tx.update(expertProfiles).set(reviewChanges(change)).where(eq(expertProfiles.id, id));
    },
    audited: (action) => action as AdminActionKind,
  },
  comment: {
    lock: async (tx, id) => {
      const [row] = await tx
        .select({
          content: comments.content,
          targetType: comments.targetType,
          targetId: comments.targetId,
          hiddenAt: comments.hiddenAt,
          reason: comments.hiddenReason,
          ownerId: comments.userId,
        })
        .from(comments)
        .where(eq(comments.id, id))
        .for('update');
      return (
        row && {
          state: row.hiddenAt ? 'hidden' : 'visible',
          featured: false,
          reason: row.reason,
          label: excerptOf(row.content),
          ownerId: row.ownerId,
          path: row.targetType === 'podcast' ? `/podcasts/${row.targetId}` : `/experts/${row.targetId}`,
        }
      );
    },
    write: async (tx, id, change) => {
      await tx
        .update(comments)
        .set({ hiddenAt: change.state === 'hidden' ? new Date() : null, hiddenReason: change.reason ?? null })
        .where(eq(comments.id, id));
    },
    audited: (action) => (action === 'hide' ? 'hide_comment' : 'restore_comment'),
  },
};

/** The email an action sends its item's owner, if any: approvals, rejections, unpublishings and hidden comments. */
function emailOf(type: ModeratedType, action: ModerationAction, item: LockedItem, reason: string | null): ModerationEmail | null {
  const recipientId = item.ownerId;
  if (type === 'comment') {
    return action === 'hide' && reason
      ? { about: 'comment_hidden', recipientId, excerpt: item.label, reason, path: item.path }
      : null;
  }
  const outcome = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : action === 'unpublish' ? 'unpublished' : null;
  return outcome && { about: 'review', recipientId, kind: type, outcome, label: item.label, reason, path: item.path };
}

/** An item's moderation after an action: its state and what the admin may do next. */
export interface ModerationResult {
  /** The item as it was before, or null when the action had nothing to do (nothing changed, nothing recorded). */
  before: LockedItem | null;
  moderation: Moderation;
}

/**
 * One admin action on a podcast, an expert profile or a comment, in one transaction: the item is locked first (two
 * admins acting at once see each other's result), changed, recorded in the audit trail, and the email to its owner
 * is scheduled (approved; rejected or unpublished with the reason, or saying none was given; a comment hidden with
 * the reason), sent in the owner's language by the job runner with retries. 404 for a missing item, 409 when its
 * state does not allow the action. Reasons are the routes' to require. `notify: false` schedules no email (the demo's
 * seed approves its own items).
 */
export async function moderate(
  ctx: ModerationContext,
  type: ModeratedType,
  id: number,
  admin: Pick<AuthenticatedUser, 'id' | 'username'>,
  action: ModerationAction,
  reason: string | null = null,
  options: { notify?: boolean } = {},
): Promise<ModerationResult> {
  const access = TYPES[type];
  return ctx.db.transaction(async (tx) => {
    const locked = await access.lock(tx, id);
    if (!locked) throw notFound();
    const item: LockedItem = { ...locked, own: type === 'comment' && locked.ownerId === admin.id };
    const refusal = refusalOf(type, action, item);
    if (refusal) throw conflict(refusal.detail, refusal.code ? { code: refusal.code } : undefined);
    const change = ruleOf(action).change(item, reason);
    if (!change) return { before: null, moderation: moderationOf(type, item) };
    await access.write(tx, id, change);
    await recordAdminAction(tx, admin, { action: access.audited(action), targetType: type, targetId: id, targetLabel: item.label, reason });
    const email = emailOf(type, action, item, reason);
    if (email && options.notify !== false) await scheduleModerationEmail(tx, email, ctx.now?.() ?? new Date());
    const after: ModeratedState = {
      state: change.state ?? item.state,
      reason: change.reason !== undefined ? change.reason : item.reason,
      featured: change.featured ?? item.featured,
      own: item.own,
    };
    return { before: item, moderation: moderationOf(type, after) };
  });
}

/** An owner's edit sends a rejected or unpublished item back to the queue (pending); other states stay. */
export function reviewAfterOwnerEdit(status: ReviewState): ReviewState {
  return status === 'rejected' || status === 'unpublished' ? 'pending' : status;
}
