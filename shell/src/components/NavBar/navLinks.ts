import { paths } from '@podbridge/shared/paths';
import type { StoredUserData } from '@podbridge/shared/types';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Messages shows the signed-in user's unread count beside its label. */
  unreadBadge?: boolean;
}

export const PUBLIC_LINKS: readonly NavLinkItem[] = [
  { to: paths.podcasts, label: 'Podcasts' },
  { to: paths.experts, label: 'Experts' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];

export const LOGGED_OUT_LINKS: readonly NavLinkItem[] = [
  { to: paths.login, label: 'Login' },
  { to: paths.register, label: 'Register' },
];

/** The signed-in user's links by role (spec section 2, Navigation bar); Logout is a button beside them. */
export function linksForUser(user: StoredUserData): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  if (user.user_type === 'expert') {
    links.push({ to: paths.profile, label: 'My Profile' }, { to: paths.expertCreate, label: 'Create Expert Profile' });
  }
  if (user.user_type === 'podcaster') {
    links.push(
      { to: paths.podcasterProfile, label: 'My Profile' },
      { to: paths.podcastCreate, label: 'Create Podcast' },
    );
  }
  if (user.is_admin) links.push({ to: paths.admin, label: 'Admin Dashboard' });
  links.push({ to: paths.saved, label: 'Saved' }, { to: paths.messages, label: 'Messages', unreadBadge: true });
  return links;
}
