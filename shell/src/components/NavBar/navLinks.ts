import { paths } from '@podbridge/shared/paths';
import type { NavCountProps, StoredUserData } from '@podbridge/shared/types';
import type { ShellTextKey } from '../../texts';

export interface NavLinkItem {
  to: string;
  /** The key of its label in the shell's texts. */
  label: ShellTextKey;
  /** Messages shows the signed-in user's unread count beside its label, Bookings the requests waiting for them. */
  count?: NavCountProps['kind'];
}

export const PUBLIC_LINKS: readonly NavLinkItem[] = [
  { to: paths.podcasts, label: 'nav.podcasts' },
  { to: paths.experts, label: 'nav.experts' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
];

export const LOGGED_OUT_LINKS: readonly NavLinkItem[] = [
  { to: paths.login, label: 'nav.login' },
  { to: paths.register, label: 'nav.register' },
];

/** The signed-in user's links by role; Logout is a button beside them. */
export function linksForUser(user: StoredUserData): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  if (user.user_type === 'expert') {
    links.push(
      { to: paths.profile, label: 'nav.myProfile' },
      { to: paths.expertCreate, label: 'nav.createExpertProfile' },
    );
  }
  if (user.user_type === 'podcaster') {
    links.push(
      { to: paths.podcasterProfile, label: 'nav.myProfile' },
      { to: paths.podcastCreate, label: 'nav.createPodcast' },
    );
  }
  if (user.is_admin) links.push({ to: paths.admin, label: 'nav.adminDashboard' });
  links.push({ to: paths.saved, label: 'nav.saved' }, { to: paths.messages, label: 'nav.messages', count: 'messages' });
  // Bookings are between podcasters and experts; a listener has none to show.
  if (user.user_type !== 'listener') links.push({ to: paths.bookings, label: 'nav.bookings', count: 'bookings' });
  return links;
}
