import type { MailMessage } from '../../plugins/mail';
import { linkEmail, type EmailWords, type Recipient } from '../users/emails';
import type { SiteLanguage } from '../users/rules';

export type ReviewedKind = 'podcast' | 'expert';

/** The item as each language names it, with its article where a sentence needs one. */
const ITEM_NOUNS: Record<SiteLanguage, Record<ReviewedKind, string>> = {
  en: { podcast: 'podcast', expert: 'expert profile' },
  sv: { podcast: 'podd', expert: 'expertprofil' },
};

const REVIEW: Record<
  SiteLanguage,
  (noun: string, label: string, outcome: 'rejected' | 'unpublished', reason: string | null) => EmailWords
> = {
  en: (noun, label, outcome, reason) => {
    const happened = outcome === 'rejected' ? 'was not approved' : 'was unpublished';
    return {
      subject: `Your ${noun} "${label}" ${happened}`,
      paragraphs: [
        `An admin reviewed your ${noun} "${label}": it ${happened}.`,
        reason ? `Reason: ${reason}` : 'The admin gave no reason.',
        `Edit the ${noun} to send it for review again; an admin looks at it once more, usually within 24 hours.`,
      ],
      action: `Open your ${noun}`,
    };
  },
  sv: (noun, label, outcome, reason) => {
    const happened = outcome === 'rejected' ? 'godkändes inte' : 'har avpublicerats';
    return {
      subject: `Din ${noun} ”${label}” ${happened}`,
      paragraphs: [
        `En administratör har granskat din ${noun} ”${label}” och den ${happened}.`,
        reason ? `Anledning: ${reason}` : 'Administratören angav ingen anledning.',
        `Redigera din ${noun} så skickas den till granskning igen. En administratör tittar på den på nytt, oftast inom ett dygn.`,
      ],
      action: `Öppna din ${noun}`,
    };
  },
};

/**
 * The owner learns why their item was not approved, or was taken down (or that no reason was given: the spec's
 * rejection of an expert profile has none), and how to send it back for review.
 */
export function reviewEmail(
  to: Recipient,
  item: { kind: ReviewedKind; label: string; link: string },
  outcome: 'rejected' | 'unpublished',
  reason: string | null,
): MailMessage {
  const noun = ITEM_NOUNS[to.language][item.kind];
  return linkEmail(to, item.link, REVIEW[to.language](noun, item.label, outcome, reason));
}

const APPROVED: Record<SiteLanguage, (noun: string, label: string) => EmailWords> = {
  en: (noun, label) => ({
    subject: `Your ${noun} "${label}" is published`,
    paragraphs: [`An admin approved your ${noun} "${label}": everyone on PodBridge can find it now.`],
    action: `Open your ${noun}`,
  }),
  sv: (noun, label) => ({
    subject: `Din ${noun} ”${label}” är publicerad`,
    paragraphs: [`En administratör har godkänt din ${noun} ”${label}”. Nu kan alla på PodBridge hitta den.`],
    action: `Öppna din ${noun}`,
  }),
};

/** The owner learns that their item passed review and is public. */
export function approvedEmail(to: Recipient, item: { kind: ReviewedKind; label: string; link: string }): MailMessage {
  const noun = ITEM_NOUNS[to.language][item.kind];
  return linkEmail(to, item.link, APPROVED[to.language](noun, item.label));
}

const ACCOUNT: Record<SiteLanguage, (warned: boolean, reason: string) => EmailWords> = {
  en: (warned, reason) => ({
    subject: warned ? 'A warning from PodBridge' : 'Your PodBridge account has been suspended',
    paragraphs: [
      warned
        ? 'An admin reviewed a message you sent that its receiver reported, and is warning you.'
        : 'An admin reviewed a message you sent that its receiver reported, and suspended your account: you cannot sign in until the suspension is lifted.',
      `Reason: ${reason}`,
      'If you think this is a mistake, tell us.',
    ],
    action: 'Contact PodBridge',
  }),
  sv: (warned, reason) => ({
    subject: warned ? 'En varning från PodBridge' : 'Ditt PodBridge-konto har stängts av',
    paragraphs: [
      warned
        ? 'En administratör har granskat ett meddelande som du skickade och som mottagaren anmälde, och ger dig en varning.'
        : 'En administratör har granskat ett meddelande som du skickade och som mottagaren anmälde, och har stängt av ditt konto. Du kan inte logga in förrän avstängningen hävs.',
      `Anledning: ${reason}`,
      'Om du tycker att det här är fel får du gärna höra av dig.',
    ],
    action: 'Kontakta PodBridge',
  }),
};

/** A user learns that an admin warned or suspended them over a message, and where to answer. */
export function accountEmail(
  to: Recipient,
  outcome: 'warned' | 'suspended',
  reason: string,
  contactLink: string,
): MailMessage {
  return linkEmail(to, contactLink, ACCOUNT[to.language](outcome === 'warned', reason));
}

const COMMENT_HIDDEN: Record<SiteLanguage, (excerpt: string, reason: string) => EmailWords> = {
  en: (excerpt, reason) => ({
    subject: 'An admin hid your comment on PodBridge',
    paragraphs: [
      `An admin hid your comment "${excerpt}": nobody else sees it now, nor the replies to it.`,
      `Reason: ${reason}`,
      'If you think this is a mistake, write to us through the contact page.',
    ],
    action: 'Open the page',
  }),
  sv: (excerpt, reason) => ({
    subject: 'En administratör har dolt din kommentar på PodBridge',
    paragraphs: [
      `En administratör har dolt din kommentar ”${excerpt}”. Ingen annan ser den nu, inte heller svaren på den.`,
      `Anledning: ${reason}`,
      'Om du tror att det är ett misstag kan du skriva till oss via kontaktsidan.',
    ],
    action: 'Öppna sidan',
  }),
};

/** The author of a hidden comment learns which comment, why, and where it was. */
export function commentHiddenEmail(to: Recipient, excerpt: string, reason: string, link: string): MailMessage {
  return linkEmail(to, link, COMMENT_HIDDEN[to.language](excerpt, reason));
}
