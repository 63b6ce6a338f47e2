/** Every table of the database; drizzle-kit generates migrations from this module. */
export * from './users';
export * from './moderation';
export * from './podcasts';
export * from './social';
export * from './experts';
export * from './messages';
export * from './jobs';
export * from './bookings';
export * from './topics';
export * from './suggestions';
export * from './feeds';
export * from './digests';
