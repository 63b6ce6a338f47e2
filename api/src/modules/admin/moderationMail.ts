import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { MailMessage } from '../../plugins/mail';
import type { Recipient } from '../users/emails';
import { recipientColumns } from '../users/people';
import { accountEmail, approvedEmail, commentHiddenEmail, reviewEmail } from './moderationEmails';

export const MODERATION_EMAIL_JOB = 'moderation-email';

/**
 * What a moderation email says, as stored with its job: the facts at the time of the action (the item's name, the
 * reason, the page), rendered when it is sent in the recipient's language of that moment.
 */
const ModerationEmail = Type.Union([
  Type.Object({
    about: Type.Literal('review'),
    recipientId: Type.Integer(),
    kind: Type.Union([Type.Literal('podcast'), Type.Literal('expert')]),
    outcome: Type.Union([Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('unpublished')]),
    label: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()]),
    path: Type.String(),
  }),
  Type.Object({
    about: Type.Literal('comment_hidden'),
    recipientId: Type.Integer(),
    excerpt: Type.String(),
    reason: Type.String(),
    path: Type.String(),
  }),
  Type.Object({
    about: Type.Literal('account'),
    recipientId: Type.Integer(),
    outcome: Type.Union([Type.Literal('warned'), Type.Literal('suspended')]),
    reason: Type.String(),
    path: Type.String(),
  }),
]);
export type ModerationEmail = Static<typeof ModerationEmail>;

/**
 * Schedules the email that tells an owner, an author or a sender what an admin did, in the transaction of the
 * action: the email exists exactly when the action does, and a failed send is retried by the job runner.
 */
export async function scheduleModerationEmail(tx: Pick<Db, 'insert'>, email: ModerationEmail, now: Date): Promise<void> {
  await enqueueJob(tx, { kind: MODERATION_EMAIL_JOB, payload: email, runAt: now });
}

function render(email: ModerationEmail, to: Recipient, link: string): MailMessage {
  switch (email.about) {
    case 'review': {
      const item = { kind: email.kind, label: email.label, link };
      return email.outcome === 'approved' ? approvedEmail(to, item) : reviewEmail(to, item, email.outcome, email.reason);
    }
    case 'comment_hidden':
      return commentHiddenEmail(to, email.excerpt, email.reason, link);
    case 'account':
      return accountEmail(to, email.outcome, email.reason, link);
  }
}

/** Sends one moderation email; a recipient whose account is gone since gets nothing. */
export const sendModerationEmail: JobHandler = async (ctx, payload) => {
  if (!Value.Check(ModerationEmail, payload)) throw new Error('A moderation email job needs a ModerationEmail payload.');
  const [to] = await ctx.db.select(recipientColumns(users)).from(users).where(eq(users.id, payload.recipientId));
  if (!to) return;
  await ctx.mailer.send(render(payload, to, `${ctx.publicWebUrl}${payload.path}`));
};
