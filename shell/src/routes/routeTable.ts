import { paths } from '@podbridge/shared/paths';
import type { RemoteName } from '@podbridge/shared/types';

/** Who may open a route: anyone, only signed-out visitors, or only signed-in users (spec section 2). */
export type RouteAccess = 'public' | 'loggedOutOnly' | 'protected';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
}

/** Every path a remote owns (ARCHITECTURE.md), with its access rule; the shell guards, the remote renders. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: paths.login, remote: 'account', access: 'loggedOutOnly' },
  { path: paths.register, remote: 'account', access: 'loggedOutOnly' },
  { path: paths.verifyEmail, remote: 'account', access: 'public' },
  { path: paths.forgotPassword, remote: 'account', access: 'loggedOutOnly' },
  { path: paths.resetPassword, remote: 'account', access: 'public' },
  { path: paths.profile, remote: 'account', access: 'protected' },
  { path: paths.podcasterProfile, remote: 'account', access: 'protected' },
  { path: paths.podcasterProfileCreate, remote: 'account', access: 'protected' },
  { path: paths.podcasterProfileEdit, remote: 'account', access: 'protected' },
  { path: paths.podcasterProfileCreateAlias, remote: 'account', access: 'protected' },

  { path: paths.podcasts, remote: 'podcasts', access: 'public' },
  { path: paths.podcastCreate, remote: 'podcasts', access: 'protected' },
  { path: paths.podcastDetail, remote: 'podcasts', access: 'public' },
  { path: paths.podcastEdit, remote: 'podcasts', access: 'protected' },

  { path: paths.experts, remote: 'experts', access: 'public' },
  { path: paths.expertCreate, remote: 'experts', access: 'protected' },
  { path: paths.expertDetail, remote: 'experts', access: 'public' },
  { path: paths.expertEdit, remote: 'experts', access: 'protected' },

  { path: paths.messages, remote: 'messaging', access: 'protected' },
  { path: paths.messagesWith, remote: 'messaging', access: 'protected' },

  // The admin remote owns everything under /admin, so its team adds screens without a shell release.
  { path: paths.admin, remote: 'admin', access: 'protected' },
  { path: `${paths.admin}/*`, remote: 'admin', access: 'protected' },
];

/** Human names of the areas, for the contained error a failed remote shows. */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  account: 'Account',
  podcasts: 'Podcasts',
  experts: 'Experts',
  messaging: 'Messages',
  admin: 'Admin',
};
