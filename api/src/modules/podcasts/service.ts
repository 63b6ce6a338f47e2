import type { Static } from '@sinclair/typebox';
import { asc, eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared';
import { categories, podcasterProfiles, podcasts } from '../../db/schema';
import { FieldErrors, forbidden } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { OwnershipRule } from '../../policies/actor';
import { assertOwner } from '../../policies/owner';
import { isAcceptedImage, keysOfImage, PODCAST_COVER, storeImage } from '../../uploads/images';
import { discardImage, scheduleUploadsRemoval } from '../../uploads/removal';
import { reviewAfterOwnerEdit } from '../admin/content';
import { fetchArtwork } from '../feeds/readFeed';
import { FEED_REFRESH_EVERY_MS, scheduleFeedRefresh } from '../feeds/schedule';
import { attachFeed, readFeedForImport, type FeedsContext } from '../feeds/service';
import { removeSocialOf } from '../social/counts';
import { replaceGuestTopics } from './guestTopics';
import { findVisiblePodcast, getPodcast } from './listing';
import type { Podcast, PodcastChangesBody } from './schemas';
import { podcastView, type PodcastsContext } from './views';

export const PROFILE_REQUIRED = 'You need a podcaster profile before creating podcasts.';
const INVALID_CATEGORY = 'Invalid category.';

/** A podcast's fields as the API names them (the cover comes apart, as a file). */
export type PodcastInput = Omit<Static<typeof PodcastChangesBody>, 'image'>;
type NewPodcastInput = PodcastInput &
  Required<Pick<PodcastInput, 'title' | 'description' | 'category_id'>> & { feed_url?: string };

/** Every category in alphabetical order, whatever the database's collation. */
export async function listCategories(ctx: Pick<PodcastsContext, 'db'>) {
  return ctx.db
    .select({ id: categories.id, name: categories.name, name_sv: categories.nameSv })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.name));
}

async function assertCategoryExists(ctx: PodcastsContext, id: number): Promise<void> {
  const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!category) throw new FieldErrors({ category_id: [INVALID_CATEGORY] });
}

/** Optional text: the empty string clears it. */
const orNull = (value: string | undefined): string | null | undefined => (value === '' ? null : value);

/** The columns the given fields change; omitted fields are left out. */
function podcastColumns(input: PodcastInput) {
  const columns = {
    title: input.title,
    description: input.description,
    categoryId: input.category_id,
    link: orNull(input.link),
    audioUrl: orNull(input.audio_url),
    language: orNull(input.language),
    audienceLanguages: input.audience_languages && [...new Set(input.audience_languages.map((code) => code.toLowerCase()))],
    website: orNull(input.website),
    socialMedia: orNull(input.social_media),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof podcasts.$inferInsert
  >;
}

/** A feed's artwork if it is an image the site accepts; anything else is left out (the show has no cover then). */
async function usableArtwork(artwork: Buffer | null): Promise<Buffer | null> {
  return artwork && (await isAcceptedImage(artwork)) ? artwork : null;
}

/** Stores the cover (if any) around `write`; if writing fails the new files are removed again (see discardImage). */
async function withCover<T>(
  ctx: PodcastsContext,
  cover: Buffer | null,
  write: (image?: string) => Promise<T>,
): Promise<T> {
  const image = cover ? await storeImage(ctx.files, cover, PODCAST_COVER, 'image') : undefined;
  try {
    return await write(image);
  } catch (error) {
    if (image) await discardImage(ctx, image);
    throw error;
  }
}

/**
 * A new podcast, pending approval. Only a user with a podcaster profile may create one. With a feed address the
 * feed is read (a 400 on feed_url when it cannot be), its episodes stored with the podcast and its daily read
 * scheduled, and its artwork becomes the cover when no image was sent.
 */
export async function createPodcast(
  ctx: PodcastsContext,
  user: AuthenticatedUser,
  input: NewPodcastInput,
  cover: Buffer | null,
  feeds: FeedsContext & { now: Date } = { db: ctx.db, allowedHosts: [], now: new Date() },
): Promise<Podcast> {
  // The profile and the category are checked in one round trip, a statement prepared once (see preparedOnce).
  const [checked] = await preparedOnce(ctx.db, 'podcast_create_checks', (name, on) =>
    on
      .select({
        hasProfile: sql<boolean>`exists (${on
          .select({ one: sql`1` })
          .from(podcasterProfiles)
          .where(eq(podcasterProfiles.userId, sql.placeholder('user')))})`,
        categoryExists: sql<boolean>`exists (${on
          .select({ one: sql`1` })
          .from(categories)
          .where(eq(categories.id, sql.placeholder('category')))})`,
      })
      .from(sql`(select 1) as checked`)
      .prepare(name),
  ).execute({ user: user.id, category: input.category_id });
  if (!checked?.hasProfile) throw forbidden(PROFILE_REQUIRED, { code: 'podcaster_profile_required' });
  if (!checked.categoryExists) throw new FieldErrors({ category_id: [INVALID_CATEGORY] });
  const imported = input.feed_url ? await readFeedForImport(feeds, input.feed_url) : null;
  const artwork = imported?.feed.artworkUrl ? await fetchArtwork(imported.feed.artworkUrl, feeds.allowedHosts) : null;
  const id = await withCover(ctx, cover ?? (await usableArtwork(artwork)), async (image) => {
    return ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(podcasts)
        .values({ ...podcastColumns(input), title: input.title, description: input.description, ownerId: user.id, image })
        .returning({ id: podcasts.id });
      if (input.guest_topic_ids?.length) await replaceGuestTopics(tx, created!.id, input.guest_topic_ids);
      if (imported) {
        await attachFeed(tx, created!.id, imported, feeds.now);
        await scheduleFeedRefresh(tx, created!.id, new Date(feeds.now.getTime() + FEED_REFRESH_EVERY_MS));
      }
      return created!.id;
    });
  });
  return podcastView(ctx, await findVisiblePodcast(ctx, id, user), user, { justCreated: true });
}

/** The podcast if `rule` lets the user change it: 404 when they cannot see it, 403 when the rule refuses. */
async function ownPodcast(ctx: PodcastsContext, id: number, user: AuthenticatedUser, rule: OwnershipRule) {
  const podcast = await findVisiblePodcast(ctx, id, user);
  rule(user, podcast.ownerId);
  return podcast;
}

/**
 * Changes the given fields; a new cover replaces the old one. A rejected or unpublished podcast goes back to the
 * review queue (an approved one stays approved).
 */
export async function updatePodcast(
  ctx: PodcastsContext,
  id: number,
  user: AuthenticatedUser,
  input: PodcastInput,
  cover: Buffer | null,
): Promise<Podcast> {
  const podcast = await ownPodcast(ctx, id, user, assertOwner);
  if (input.category_id !== undefined) await assertCategoryExists(ctx, input.category_id);
  const changes = podcastColumns(input);
  await withCover(ctx, cover, async (image) => {
    if (Object.keys(changes).length === 0 && !image && input.guest_topic_ids === undefined) return;
    await ctx.db.transaction(async (tx) => {
      if (input.guest_topic_ids !== undefined) await replaceGuestTopics(tx, id, input.guest_topic_ids);
      // The cover being replaced, read under the row's lock: of two replacements at once, each removes what it replaced.
      const [replaced] = image
        ? await tx.select({ image: podcasts.image }).from(podcasts).where(eq(podcasts.id, id)).for('update')
        : [];
      await tx
        .update(podcasts)
        .set({ ...changes, ...(image ? { image } : {}), approvalStatus: reviewAfterOwnerEdit(podcast.approvalStatus) })
        .where(eq(podcasts.id, id));
      await scheduleUploadsRemoval(tx, keysOfImage(replaced?.image ?? null));
    });
  });
  return getPodcast(ctx, id, user);
}

/**
 * Deletes the podcast with its comments and likes, and schedules the removal of its stored images (one transaction).
 * Only its owner may: admins moderate (unpublish) instead, so nothing a user made is destroyed by someone else.
 */
export async function deletePodcast(ctx: PodcastsContext, id: number, user: AuthenticatedUser): Promise<void> {
  await ownPodcast(ctx, id, user, assertOwner);
  await ctx.db.transaction(async (tx) => {
    await removeSocialOf(tx, 'podcast', id);
    const [deleted] = await tx.delete(podcasts).where(eq(podcasts.id, id)).returning({ image: podcasts.image });
    await scheduleUploadsRemoval(tx, keysOfImage(deleted?.image ?? null));
  });
}
