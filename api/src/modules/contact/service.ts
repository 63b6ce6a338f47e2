import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { Mailer } from '../../plugins/mail';

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'partnership', 'feedback'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_MESSAGE_JOB = 'contact-message';

/** Promised answer times by category, repeated in the team's copy so triage needs no lookup. */
const RESPONSE_TIME: Record<ContactCategory, string> = {
  technical: '24 hours',
  general: '48 hours',
  billing: '72 hours',
  partnership: '72 hours',
  feedback: '48 hours',
};

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A contact message as kept with its job until it is mailed, with the inbox it goes to (CONTACT_INBOX when it was
 * written). The job row keeps the message after it is sent, as the team's inbox does.
 */
const ContactMessageJob = Type.Object({
  inbox: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  category: Type.Union(CONTACT_CATEGORIES.map((category) => Type.Literal(category))),
});

/**
 * Keeps a contact message (checked by the route's schema) to be mailed to the team's inbox by the job runner: the
 * sender's answer waits for the message to be stored, not for the mail server, and a send that fails is retried.
 */
export async function scheduleContactMessage(
  db: Pick<Db, 'insert'>,
  inbox: string,
  message: ContactMessage,
  now: Date,
): Promise<void> {
  const { name, email, subject, category } = message;
  await enqueueJob(db, {
    kind: CONTACT_MESSAGE_JOB,
    payload: { inbox, name, email, subject, message: message.message, category },
    runAt: now,
  });
}

/** The contact message job: mails the stored message to the inbox it was written to. */
export const sendContactMessageJob: JobHandler = async (ctx, payload) => {
  if (!Value.Check(ContactMessageJob, payload)) throw new Error('A contact message job needs a ContactMessage payload and an inbox.');
  const { inbox, ...message } = payload;
  await sendContactMessage(ctx.mailer, inbox, message);
};

/** Mails a contact message to the team's inbox, with the sender to answer. */
async function sendContactMessage(mailer: Mailer, inbox: string, message: ContactMessage): Promise<void> {
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Category: ${message.category} (answer within ${RESPONSE_TIME[message.category]})`,
    '',
    message.message,
  ].join('\n');
  await mailer.send({
    to: inbox,
    subject: `[Contact · ${message.category}] ${message.subject}`,
    text,
    html: `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(text)}</pre>`,
    link: `mailto:${message.email}`,
  });
}
