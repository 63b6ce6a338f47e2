import type { MailMessage } from '../../plugins/mail';
import { linkEmail } from '../users/emails';

/** The owner learns why their item was not approved, or was taken down, and how to send it back for review. */
export function reviewEmail(
  to: string,
  username: string,
  item: { noun: string; label: string; link: string },
  outcome: 'rejected' | 'unpublished',
  reason: string,
): MailMessage {
  const happened = outcome === 'rejected' ? 'was not approved' : 'was unpublished';
  return linkEmail(
    to,
    `Your ${item.noun} "${item.label}" ${happened}`,
    item.link,
    [
      `Hi ${username},`,
      `An admin reviewed your ${item.noun} "${item.label}": it ${happened}.`,
      `Reason: ${reason}`,
      `Edit the ${item.noun} to send it for review again; an admin looks at it once more, usually within 24 hours.`,
    ],
    `Open your ${item.noun}`,
  );
}

/** A user learns that an admin warned or suspended them over a message, and where to answer. */
export function accountEmail(
  to: string,
  username: string,
  outcome: 'warned' | 'suspended',
  reason: string,
  contactLink: string,
): MailMessage {
  const warned = outcome === 'warned';
  return linkEmail(
    to,
    warned ? 'A warning from PodBridge' : 'Your PodBridge account has been suspended',
    contactLink,
    [
      `Hi ${username},`,
      warned
        ? 'An admin reviewed a message you sent that its receiver reported, and is warning you.'
        : 'An admin reviewed a message you sent that its receiver reported, and suspended your account: you cannot sign in until the suspension is lifted.',
      `Reason: ${reason}`,
      'If you think this is a mistake, tell us.',
    ],
    'Contact PodBridge',
  );
}
