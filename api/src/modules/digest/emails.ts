import type { MailMessage } from '../../plugins/mail';
import type { TopicRef } from '../topics/schemas';
import { escapeHtml, greetingOf, linkEmail, type EmailWords, type Recipient } from '../users/emails';
import type { SiteLanguage } from '../users/rules';
import type { Digest, DigestItem, DigestKind } from './content';

const CONFIRMATION: Record<SiteLanguage, Record<DigestKind, EmailWords>> = {
  en: {
    shows: {
      subject: 'Confirm your weekly PodBridge email',
      paragraphs: [
        'You asked for a weekly email with the shows looking for guests in your topics, every Monday at 08:00.',
        'Nothing is sent until you confirm. The link is valid for 3 days. If it was not you, ignore this message.',
      ],
      action: 'Confirm the weekly email',
    },
    experts: {
      subject: 'Confirm your weekly PodBridge email',
      paragraphs: [
        "You asked for a weekly email with the new experts in your show's topics, every Monday at 08:00.",
        'Nothing is sent until you confirm. The link is valid for 3 days. If it was not you, ignore this message.',
      ],
      action: 'Confirm the weekly email',
    },
  },
  sv: {
    shows: {
      subject: 'Bekräfta ditt veckomejl från PodBridge',
      paragraphs: [
        'Du har bett om ett mejl varje måndag klockan 08.00 med poddar som söker gäster inom dina ämnen.',
        'Inget skickas förrän du har bekräftat. Länken gäller i tre dagar. Var det inte du kan du bortse från det här mejlet.',
      ],
      action: 'Bekräfta veckomejlet',
    },
    experts: {
      subject: 'Bekräfta ditt veckomejl från PodBridge',
      paragraphs: [
        'Du har bett om ett mejl varje måndag klockan 08.00 med nya experter inom din podds ämnen.',
        'Inget skickas förrän du har bekräftat. Länken gäller i tre dagar. Var det inte du kan du bortse från det här mejlet.',
      ],
      action: 'Bekräfta veckomejlet',
    },
  },
};

export function digestConfirmationEmail(to: Recipient, kind: DigestKind, link: string): MailMessage {
  return linkEmail(to, link, CONFIRMATION[to.language][kind]);
}

interface DigestWords {
  subject: (count: number) => string;
  intro: string;
  /** Why the reader gets it. */
  reason: string;
  item: (item: DigestItem, topics: string) => string;
  unsubscribe: string;
}

const list = (names: string[], and: string) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

/** The words of a digest, by language and kind; the subject counts the items. */
const DIGEST: Record<SiteLanguage, Record<DigestKind, DigestWords>> = {
  en: {
    shows: {
      subject: (count) => (count === 1 ? 'This week: 1 show looking for guests in your topics' : `This week: ${count} shows looking for guests in your topics`),
      intro: 'New on PodBridge since your last email, best matches first:',
      reason: 'You get this email because you asked PodBridge for a weekly email with the shows looking for guests in your topics.',
      item: (item, topics) => (topics ? `${item.title}: ${topics}` : item.title),
      unsubscribe: 'Unsubscribe with one click',
    },
    experts: {
      subject: (count) => (count === 1 ? "This week: 1 new expert in your show's topics" : `This week: ${count} new experts in your show's topics`),
      intro: 'New on PodBridge since your last email, best matches first:',
      reason: "You get this email because you asked PodBridge for a weekly email with the new experts in your show's topics.",
      item: (item, topics) => `${item.title}${topics ? `: ${topics}` : ''}${item.forShow ? ` (for ${item.forShow})` : ''}`,
      unsubscribe: 'Unsubscribe with one click',
    },
  },
  sv: {
    shows: {
      subject: (count) => (count === 1 ? 'Veckans tips: 1 podd som söker gäster inom dina ämnen' : `Veckans tips: ${count} poddar som söker gäster inom dina ämnen`),
      intro: 'Nytt på PodBridge sedan ditt förra mejl, bästa träffarna först:',
      reason: 'Du får det här mejlet eftersom du har bett PodBridge om ett veckomejl med poddar som söker gäster inom dina ämnen.',
      item: (item, topics) => (topics ? `${item.title}: ${topics}` : item.title),
      unsubscribe: 'Avsluta prenumerationen med ett klick',
    },
    experts: {
      subject: (count) => (count === 1 ? 'Veckans tips: 1 ny expert inom din podds ämnen' : `Veckans tips: ${count} nya experter inom din podds ämnen`),
      intro: 'Nytt på PodBridge sedan ditt förra mejl, bästa träffarna först:',
      reason: 'Du får det här mejlet eftersom du har bett PodBridge om ett veckomejl med nya experter inom din podds ämnen.',
      item: (item, topics) => `${item.title}${topics ? `: ${topics}` : ''}${item.forShow ? ` (för ${item.forShow})` : ''}`,
      unsubscribe: 'Avsluta prenumerationen med ett klick',
    },
  },
};

const TOPIC_WORDS: Record<SiteLanguage, Record<DigestKind, (names: string) => string>> = {
  en: { shows: (names) => `looking for guests on ${names}`, experts: (names) => `speaks on ${names}` },
  sv: { shows: (names) => `söker gäster inom ${names}`, experts: (names) => `talar om ${names}` },
};

function topicsText(topics: TopicRef[], language: SiteLanguage, kind: DigestKind): string {
  if (topics.length === 0) return '';
  const names = topics.slice(0, 3).map((topic) => (language === 'sv' ? topic.name_sv : topic.name));
  return TOPIC_WORDS[language][kind](list(names, language === 'sv' ? 'och' : 'and'));
}

/** One line per item of the digest, as the email and the admin's preview write it. */
export function digestLines(digest: Digest, language: SiteLanguage): { subject: string; reason: string; lines: string[] } {
  const words = DIGEST[language][digest.kind];
  return {
    subject: words.subject(digest.items.length),
    reason: words.reason,
    lines: digest.items.map((item) => words.item(item, topicsText(item.topics, language, digest.kind))),
  };
}

/**
 * The weekly digest: each item a line linking to its page with why it is there, the reason the reader gets the
 * email, and a one-click unsubscribe: a page of the site that works signed out, and the RFC 8058 header fields a
 * mail client's own button uses (a POST to the API's address, with no page to open).
 */
export function digestEmail(
  to: Recipient,
  digest: Digest,
  links: { site: string; unsubscribePage: string; unsubscribeApi: string },
): MailMessage {
  const words = DIGEST[to.language][digest.kind];
  const { subject, reason, lines } = digestLines(digest, to.language);
  const urls = digest.items.map((item) => `${links.site}${item.path}`);
  const html = [
    `<p>${escapeHtml(greetingOf(to))}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    '<ul>',
    ...lines.map((line, index) => {
      const title = escapeHtml(digest.items[index]!.title);
      const rest = escapeHtml(line.slice(digest.items[index]!.title.length));
      return `<li><a href="${escapeHtml(urls[index]!)}">${title}</a>${rest}</li>`;
    }),
    '</ul>',
    `<p>${escapeHtml(reason)}</p>`,
    `<p><a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    '<p>PodBridge</p>',
  ].join('\n');
  const text = [
    greetingOf(to),
    words.intro,
    lines.map((line, index) => `- ${line}\n  ${urls[index]}`).join('\n'),
    reason,
    `${words.unsubscribe}: ${links.unsubscribePage}`,
    'PodBridge',
  ].join('\n\n');
  return {
    to: to.email,
    subject,
    text,
    html,
    link: links.unsubscribePage,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
