import { FieldErrors, type FieldMessages } from '../../errors';
import type { Mailer } from '../../plugins/mail';
import { emailProblems } from '../users/rules';

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

const LIMITS = { name: 150, email: 254, subject: 200, message: 5000 } as const;

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

function validate(input: ContactMessage): ContactMessage {
  const trimmed = {
    ...input,
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  const problems: FieldMessages = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!trimmed[field]) problems[field] = ['This field is required.'];
    else if (trimmed[field].length > LIMITS[field]) {
      problems[field] = [`Ensure this field has no more than ${LIMITS[field]} characters.`];
    }
  }
  if (!problems.email && emailProblems(trimmed.email).length) problems.email = emailProblems(trimmed.email);
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return trimmed;
}

/** Checks a contact message and mails it to the team's inbox, with the sender as the one to answer. */
export async function sendContactMessage(mailer: Mailer, inbox: string, input: ContactMessage): Promise<void> {
  const message = validate(input);
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
