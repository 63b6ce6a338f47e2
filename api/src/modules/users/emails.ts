import type { MailMessage } from '../../plugins/mail';

/** Escapes text for HTML, so a username cannot inject markup into a message. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain message about one link, as text and HTML; every email of the product has this form. */
export function linkEmail(to: string, subject: string, link: string, paragraphs: string[], action: string): MailMessage {
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml('If the button does not work, copy this address into your browser:')}<br>${escapeHtml(link)}</p>`,
    '<p>PodBridge</p>',
  ].join('\n');
  const text = [...paragraphs, `${action}: ${link}`, 'PodBridge'].join('\n\n');
  return { to, subject, text, html, link };
}

export function verificationEmail(to: string, username: string, link: string): MailMessage {
  return linkEmail(
    to,
    'Verify your email address for PodBridge',
    link,
    [`Hi ${username},`, 'Welcome to PodBridge! Please confirm your email address. The link is valid for 3 days.'],
    'Verify email address',
  );
}

export function passwordResetEmail(to: string, username: string, link: string): MailMessage {
  return linkEmail(
    to,
    'Reset your PodBridge password',
    link,
    [
      `Hi ${username},`,
      'Someone asked to reset the password of your PodBridge account. The link is valid for 1 hour and works once.',
      'If it was not you, ignore this message; your password stays the same.',
    ],
    'Choose a new password',
  );
}
