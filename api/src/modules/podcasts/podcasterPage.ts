import { and, desc, eq, isNull } from 'drizzle-orm';
import { podcasterProfiles, podcasts, users } from '../../db/schema';
import { notFound } from '../../errors';
import { socialFieldsOf } from '../social/counts';
import type { Viewer } from '../social/targets';
import { personColumns } from '../users/people';
import { PODCASTER_PAGE_SHOWS, type PodcasterPage } from './schemas';
import { podcastViews, selectPodcasts, type PodcastsContext } from './views';

/**
 * A podcaster's public page: who runs the shows (their podcaster profile) and their published shows, newest first.
 * Someone who is not a podcaster, has no podcaster profile yet or is suspended has no page. A pending show stays off
 * the page even for its owner, who sees the page as everybody else does; their like and save marks are their own.
 */
export async function podcasterPage(ctx: PodcastsContext, userId: number, viewer: Viewer): Promise<PodcasterPage> {
  const { displayName } = personColumns(users);
  const [[podcaster], shows] = await Promise.all([
    ctx.db
      .select({
        username: users.username,
        displayName,
        memberSince: users.createdAt,
        picture: podcasterProfiles.profilePicture,
        bio: podcasterProfiles.bio,
        website: podcasterProfiles.website,
        socialLinks: podcasterProfiles.socialLinks,
        channelName: podcasterProfiles.channelName,
      })
      .from(users)
      .innerJoin(podcasterProfiles, eq(podcasterProfiles.userId, users.id))
      .where(and(eq(users.id, userId), eq(users.userType, 'podcaster'), isNull(users.suspendedAt))),
    selectPodcasts(ctx.db, socialFieldsOf('podcast', podcasts.id, viewer))
      .where(and(eq(podcasts.ownerId, userId), eq(podcasts.isApproved, true)))
      .orderBy(desc(podcasts.createdAt), desc(podcasts.id))
      .limit(PODCASTER_PAGE_SHOWS),
  ]);
  if (!podcaster) throw notFound();
  return {
    id: userId,
    username: podcaster.username,
    display_name: podcaster.displayName,
    profile_picture_url: ctx.files.urlOf(podcaster.picture),
    bio: podcaster.bio,
    website: podcaster.website,
    social_links: podcaster.socialLinks,
    channel_name: podcaster.channelName,
    member_since: podcaster.memberSince.toISOString(),
    podcasts: await podcastViews(ctx, shows, viewer),
  };
}
