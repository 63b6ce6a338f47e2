import { paths } from '@podbridge/shared/paths';
import type { RemoteName } from '@podbridge/shared/types';

/** Who may open a route: anyone, only signed-out visitors, or only signed-in users (spec section 2). */
export type RouteAccess = 'public' | 'loggedOutOnly' | 'protected';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  /** The tab's title while the page loads; a page with its own (a podcast's title) replaces it. */
  title: string;
}

/** Every path a remote owns (ARCHITECTURE.md), with its access rule; the shell guards, the remote renders. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: paths.login, remote: 'account', access: 'loggedOutOnly', title: 'Sign In' },
  { path: paths.register, remote: 'account', access: 'loggedOutOnly', title: 'Register' },
  { path: paths.verifyEmail, remote: 'account', access: 'public', title: 'Verify Email' },
  { path: paths.forgotPassword, remote: 'account', access: 'loggedOutOnly', title: 'Forgot Password' },
  { path: paths.resetPassword, remote: 'account', access: 'public', title: 'Reset Password' },
  { path: paths.profile, remote: 'account', access: 'protected', title: 'My Profile' },
  { path: paths.podcasterProfile, remote: 'account', access: 'protected', title: 'Podcaster Profile' },
  { path: paths.podcasterProfileCreate, remote: 'account', access: 'protected', title: 'Create Podcaster Profile' },
  { path: paths.podcasterProfileEdit, remote: 'account', access: 'protected', title: 'Edit Podcaster Profile' },
  { path: paths.saved, remote: 'account', access: 'protected', title: 'Saved' },
  { path: paths.podcasterProfileCreateAlias, remote: 'account', access: 'protected', title: 'Create Podcaster Profile' },

  { path: paths.podcasts, remote: 'podcasts', access: 'public', title: 'Podcasts' },
  { path: paths.podcastCreate, remote: 'podcasts', access: 'protected', title: 'Create Podcast' },
  { path: paths.podcastDetail, remote: 'podcasts', access: 'public', title: 'Podcast' },
  { path: paths.podcastEdit, remote: 'podcasts', access: 'protected', title: 'Edit Podcast' },

  { path: paths.experts, remote: 'experts', access: 'public', title: 'Experts' },
  { path: paths.expertCreate, remote: 'experts', access: 'protected', title: 'Create Expert Profile' },
  { path: paths.expertDetail, remote: 'experts', access: 'public', title: 'Expert' },
  { path: paths.expertEdit, remote: 'experts', access: 'protected', title: 'Edit Expert Profile' },

  { path: paths.messages, remote: 'messaging', access: 'protected', title: 'Messages' },
  { path: paths.messagesWith, remote: 'messaging', access: 'protected', title: 'Messages' },

  // The admin remote owns everything under /admin, so its team adds screens without a shell release.
  { path: paths.admin, remote: 'admin', access: 'protected', title: 'Admin Dashboard' },
  { path: `${paths.admin}/*`, remote: 'admin', access: 'protected', title: 'Admin' },
];

/** Human names of the areas, for the contained error a failed remote shows. */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  account: 'Account',
  podcasts: 'Podcasts',
  experts: 'Experts',
  messaging: 'Messages',
  admin: 'Admin',
};
