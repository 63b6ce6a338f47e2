/** Every route of the site, as a pattern, and `href()` to fill one in. Links come from here, never joined strings. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  featured: '/featured',
  expertCreationShortcut: '/expert-creation',
  podcastCreationShortcut: '/podcast-creation',
  messagingShortcut: '/messaging',

  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  profile: '/profile',
  podcasterProfile: '/podcaster/profile',
  podcasterProfileCreate: '/podcasts/profile/create',
  podcasterProfileEdit: '/podcasts/profile/edit',
  podcasterProfileCreateAlias: '/podcaster-profile/create',
  saved: '/saved',
  /** The link in the weekly email's confirmation email. */
  digestConfirm: '/digest/confirm/:token',
  /** The unsubscribe link in every weekly email. */
  digestUnsubscribe: '/digest/unsubscribe/:token',

  podcasts: '/podcasts',
  podcastCreate: '/podcasts/create',
  podcastDetail: '/podcasts/:id',
  podcastEdit: '/podcasts/:id/edit',
  /** A podcaster's public page, by their user id. */
  podcasterPage: '/podcasters/:id',

  experts: '/experts',
  expertCreate: '/experts/create',
  expertDetail: '/experts/:id',
  expertEdit: '/experts/:id/edit',

  messages: '/messages',
  messagesWith: '/messages/:userId',
  bookings: '/bookings',

  admin: '/admin',
  adminExperts: '/admin/experts',
  adminExpertApproval: '/admin/expert-approval',
  adminPodcastApproval: '/admin/podcast-approval',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];

/** Podcasts and experts list 12 to a page. */
export const DIRECTORY_PAGE_SIZE = 12;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** Fills a pattern's `:params`, encoding each value: `href(paths.podcastDetail, { id: 7 })` is `/podcasts/7`. */
export function href<P extends PathPattern>(
  pattern: P,
  ...args: ParamNames<P> extends never ? [] : [PathParams<P>]
): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href: missing parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
