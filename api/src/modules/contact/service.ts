import type { Mailer } from '../../plugins/mail';

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'partnership', 'feedback'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

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

/** Mails a contact message (checked by the route's schema) to the team's inbox, with the sender to answer. */
export async function sendContactMessage(mailer: Mailer, inbox: string, message: ContactMessage): Promise<void> {
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
