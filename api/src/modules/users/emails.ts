import type { MailMessage } from '../../plugins/mail';
import type { SiteLanguage } from './rules';

/** Who an email goes to: it is written in the language they chose on the site. */
export interface Recipient {
  email: string;
  username: string;
  language: SiteLanguage;
  /** The name to greet them by (their expert profile's; see users/people.ts); the username when not given. */
  name?: string;
}

/** Escapes text for HTML, so a username cannot inject markup into a message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What every email says around its own words, in each language. */
const FRAME: Record<SiteLanguage, { greeting: (name: string) => string; copyLink: string }> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    copyLink: 'If the button does not work, copy this address into your browser:',
  },
  sv: {
    greeting: (name) => `Hej ${name}!`,
    copyLink: 'Om knappen inte fungerar kan du kopiera den här adressen till webbläsaren:',
  },
};

/** One email's own words: subject, paragraphs after the greeting, and the link's action. */
export interface EmailWords {
  subject: string;
  paragraphs: string[];
  action: string;
}

/** The first line of every email: the recipient greeted by name in their language. */
export function greetingOf(to: Recipient): string {
  return FRAME[to.language].greeting(to.name ?? to.username);
}

/** A plain message about one link, as text and HTML, greeting the recipient in their language; every email of the product has this form. */
export function linkEmail(to: Recipient, link: string, words: EmailWords): MailMessage {
  const frame = FRAME[to.language];
  const paragraphs = [greetingOf(to), ...words.paragraphs];
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(frame.copyLink)}<br>${escapeHtml(link)}</p>`,
    '<p>PodBridge</p>',
  ].join('\n');
  const text = [...paragraphs, `${words.action}: ${link}`, 'PodBridge'].join('\n\n');
  return { to: to.email, subject: words.subject, text, html, link };
}

const VERIFICATION: Record<SiteLanguage, EmailWords> = {
  en: {
    subject: 'Verify your email address for PodBridge',
    paragraphs: ['Welcome to PodBridge! Please confirm your email address. The link is valid for 3 days.'],
    action: 'Verify email address',
  },
  sv: {
    subject: 'Bekräfta din e-postadress för PodBridge',
    paragraphs: ['Välkommen till PodBridge! Bekräfta din e-postadress. Länken gäller i tre dagar.'],
    action: 'Bekräfta e-postadressen',
  },
};

export function verificationEmail(to: Recipient, link: string): MailMessage {
  return linkEmail(to, link, VERIFICATION[to.language]);
}

const PASSWORD_RESET: Record<SiteLanguage, EmailWords> = {
  en: {
    subject: 'Reset your PodBridge password',
    paragraphs: [
      'Someone asked to reset the password of your PodBridge account. The link is valid for 1 hour and works once.',
      'If it was not you, ignore this message; your password stays the same.',
    ],
    action: 'Choose a new password',
  },
  sv: {
    subject: 'Återställ ditt lösenord på PodBridge',
    paragraphs: [
      'Någon har bett om att få återställa lösenordet till ditt PodBridge-konto. Länken gäller i en timme och fungerar en gång.',
      'Var det inte du kan du bortse från det här mejlet. Ditt lösenord förblir detsamma.',
    ],
    action: 'Välj ett nytt lösenord',
  },
};

export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  return linkEmail(to, link, PASSWORD_RESET[to.language]);
}
