import { DIRECTORY_PAGE_SIZE, paths } from '@podbridge/shared/paths';
import type { RemoteName } from '@podbridge/shared/types';
import type { ShellTextKey } from '../texts';

/** Who may open a route: anyone, only signed-out visitors, or only signed-in users. */
export type RouteAccess = 'public' | 'loggedOutOnly' | 'protected';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  /** The tab's title while the page loads (a key of the shell's texts); a page with its own replaces it. */
  title: ShellTextKey;
  /**
   * The API requests (paths under the API's base) the page makes first for a signed-out visitor when its address
   * has no query: the site sends the page with a preload of each, so the data comes while the scripts load.
   */
  firstRequests?: readonly string[];
}

/** Every path a remote owns (ARCHITECTURE.md), with its access rule; the shell guards, the remote renders. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: paths.login, remote: 'account', access: 'loggedOutOnly', title: 'titles.signIn' },
  { path: paths.register, remote: 'account', access: 'loggedOutOnly', title: 'titles.register' },
  { path: paths.verifyEmail, remote: 'account', access: 'public', title: 'titles.verifyEmail' },
  { path: paths.forgotPassword, remote: 'account', access: 'loggedOutOnly', title: 'titles.forgotPassword' },
  { path: paths.resetPassword, remote: 'account', access: 'public', title: 'titles.resetPassword' },
  { path: paths.profile, remote: 'account', access: 'protected', title: 'titles.myProfile' },
  { path: paths.podcasterProfile, remote: 'account', access: 'protected', title: 'titles.podcasterProfile' },
  {
    path: paths.podcasterProfileCreate,
    remote: 'account',
    access: 'protected',
    title: 'titles.createPodcasterProfile',
  },
  { path: paths.podcasterProfileEdit, remote: 'account', access: 'protected', title: 'titles.editPodcasterProfile' },
  { path: paths.saved, remote: 'account', access: 'protected', title: 'titles.saved' },
  { path: paths.digestConfirm, remote: 'account', access: 'public', title: 'titles.digestConfirm' },
  { path: paths.digestUnsubscribe, remote: 'account', access: 'public', title: 'titles.digestUnsubscribe' },
  {
    path: paths.podcasterProfileCreateAlias,
    remote: 'account',
    access: 'protected',
    title: 'titles.createPodcasterProfile',
  },

  {
    path: paths.podcasts,
    remote: 'podcasts',
    access: 'public',
    title: 'titles.podcasts',
    firstRequests: [`/podcasts/?page=1&page_size=${DIRECTORY_PAGE_SIZE}`, '/podcasts/categories/'],
  },
  { path: paths.podcastCreate, remote: 'podcasts', access: 'protected', title: 'titles.createPodcast' },
  { path: paths.podcastDetail, remote: 'podcasts', access: 'public', title: 'titles.podcast' },
  { path: paths.podcastEdit, remote: 'podcasts', access: 'protected', title: 'titles.editPodcast' },
  { path: paths.podcasterPage, remote: 'podcasts', access: 'public', title: 'titles.podcaster' },

  {
    path: paths.experts,
    remote: 'experts',
    access: 'public',
    title: 'titles.experts',
    firstRequests: [`/experts/?page=1&page_size=${DIRECTORY_PAGE_SIZE}`],
  },
  { path: paths.expertCreate, remote: 'experts', access: 'protected', title: 'titles.createExpertProfile' },
  { path: paths.expertDetail, remote: 'experts', access: 'public', title: 'titles.expert' },
  { path: paths.expertEdit, remote: 'experts', access: 'protected', title: 'titles.editExpertProfile' },

  { path: paths.messages, remote: 'messaging', access: 'protected', title: 'titles.messages' },
  { path: paths.messagesWith, remote: 'messaging', access: 'protected', title: 'titles.messages' },
  { path: paths.bookings, remote: 'messaging', access: 'protected', title: 'titles.bookings' },

  // The admin remote owns everything under /admin, so its team adds screens without a shell release.
  { path: paths.admin, remote: 'admin', access: 'protected', title: 'titles.adminDashboard' },
  { path: `${paths.admin}/*`, remote: 'admin', access: 'protected', title: 'titles.admin' },
];

/** Names of the areas (keys of the shell's texts), for the contained error a failed remote shows. */
export const REMOTE_AREA_NAMES: Record<RemoteName, ShellTextKey> = {
  account: 'areas.account',
  podcasts: 'areas.podcasts',
  experts: 'areas.experts',
  messaging: 'areas.messaging',
  admin: 'areas.admin',
};
