import type { FailedMailKind } from '../../api/failedMail';
import type { AdminTextKey } from '../../texts';

/**
 * The words for each email the API can give up on. A Record over the contract's kinds, so a kind the API adds fails
 * the typecheck here until it has its words.
 */
const KIND_LABELS: Record<FailedMailKind, AdminTextKey> = {
  'verification-email': 'failedMail.kinds.verification-email',
  'password-reset-email': 'failedMail.kinds.password-reset-email',
  'contact-message': 'failedMail.kinds.contact-message',
  'unread-message-email': 'failedMail.kinds.unread-message-email',
  'booking-email': 'failedMail.kinds.booking-email',
  'booking-reminder': 'failedMail.kinds.booking-reminder',
  'digest-confirmation-email': 'failedMail.kinds.digest-confirmation-email',
  'weekly-digest': 'failedMail.kinds.weekly-digest',
  'moderation-email': 'failedMail.kinds.moderation-email',
  'feed-failing-email': 'failedMail.kinds.feed-failing-email',
};

type Translate = (key: AdminTextKey, values?: Record<string, unknown>) => string;

/**
 * What kind of email it is, in words: "Verification email". An API newer than this remote can send a kind it does
 * not know yet; that one reads "Other email (its-kind)".
 */
export function mailKindLabel(t: Translate, kind: string): string {
  const key = Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as FailedMailKind] : undefined;
  return key ? t(key) : t('failedMail.kinds.other', { kind });
}
