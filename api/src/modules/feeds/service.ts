import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, podcastEpisodes, podcastFeeds, podcasts, users } from '../../db/schema';
import { badRequest, FieldErrors, HttpError, notFound } from '../../errors';
import type { PageRequest } from '../../http/pagination';
import type { AuthenticatedUser } from '../../plugins/auth';
import { assertOwner } from '../../policies/owner';
import { recordAutomaticAction } from '../admin/audit';
import { categoryFor, type ParsedEpisode } from './parseFeed';
import { FeedProblem, podcastLanguageOf, readFeed, type FeedRead } from './readFeed';
import type { Episode, FeedPreview, FeedStatus } from './schemas';
import { FEED_REFRESH_EVERY_MS, scheduleFeedRefresh } from './schedule';
import { cadenceDaysOf, cadenceOf } from './signals';
import { latestEpisodeDate, saveFeedFailure, saveFeedRead, saveFeedUnchanged } from './store';

/** The owner may ask for a refresh this long after their last one. */
export const OWNER_REFRESH_EVERY_MS = 3600_000;
const PREVIEW_EPISODES = 5;

/** What the feed services need; built once from the app. */
export interface FeedsContext {
  db: Db;
  /** FEED_ALLOWED_HOSTS: hosts read although they are not public (tests and the demo serve feeds on loopback). */
  allowedHosts: readonly string[];
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function episodeView(episode: Pick<ParsedEpisode, 'title' | 'publishedAt' | 'durationSeconds' | 'link'>): Episode {
  return {
    title: episode.title,
    published_at: iso(episode.publishedAt),
    duration_seconds: episode.durationSeconds,
    link: episode.link,
  };
}

/** Reads a feed for a form; a feed that cannot be read is a 400 on `feed_url`, with the reason. */
async function readForField(ctx: FeedsContext, url: string): Promise<Extract<FeedRead, { changed: true }>> {
  try {
    const read = await readFeed(url, ctx.allowedHosts);
    if (!read.changed) throw new FeedProblem('The feed answered "not modified" to a first read.');
    return read;
  } catch (error) {
    if (error instanceof FeedProblem) throw new FieldErrors({ feed_url: [error.message] }, { feed_url: [error.code] });
    throw error;
  }
}

/**
 * A feed read for the create form: the show's fields as the site names them (its language as one of the site's
 * podcast languages, its iTunes categories mapped to ours), its signals and latest episodes. Nothing is stored.
 */
export async function previewFeed(ctx: FeedsContext, url: string): Promise<FeedPreview> {
  const { feed } = await readForField(ctx, url);
  const ours = await ctx.db.select({ id: categories.id, name: categories.name }).from(categories);
  return {
    feed_url: url,
    title: feed.title,
    description: feed.description,
    language: podcastLanguageOf(feed.language),
    website: feed.website,
    artwork_url: feed.artworkUrl,
    author: feed.author,
    category_id: categoryFor(feed.itunesCategories, ours),
    itunes_categories: feed.itunesCategories,
    episode_count: feed.episodesInFeed,
    latest_episode_at: iso(latestEpisodeDate(feed.episodes)),
    cadence: cadenceOf(cadenceDaysOf(feed.episodes.map((episode) => episode.publishedAt))),
    episodes: feed.episodes.slice(0, PREVIEW_EPISODES).map(episodeView),
  };
}

/** A podcast's feed as read before its row exists: read by createPodcast, stored by attachFeed in its transaction. */
export type FeedImport = Extract<FeedRead, { changed: true }> & { url: string };

/** Reads the feed a new podcast is created from (400 on `feed_url` when it cannot be read). */
export async function readFeedForImport(ctx: FeedsContext, url: string): Promise<FeedImport> {
  return { ...(await readForField(ctx, url)), url };
}

/** Stores a new podcast's feed with its episodes and a fresh verification code, in the podcast's transaction. */
export async function attachFeed(tx: Db, podcastId: number, imported: FeedImport, now: Date): Promise<void> {
  await tx.insert(podcastFeeds).values({ podcastId, url: imported.url, verificationCode: newVerificationCode() });
  await saveFeedRead(tx, podcastId, imported, now);
}

/**
 * Links an existing show to its feed, or to another feed (the owner only; 400 on feed_url when it cannot be read):
 * the episodes and signals follow the feed from now on, and the daily read starts. A new address needs verifying
 * again (with a new code): the badge said the old feed was theirs.
 */
export async function connectFeed(
  ctx: FeedsContext,
  podcastId: number,
  user: AuthenticatedUser,
  url: string,
  now: Date,
): Promise<FeedStatus> {
  const [podcast] = await ctx.db
    .select({ ownerId: podcasts.ownerId, isApproved: podcasts.isApproved })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId));
  if (!podcast || (!podcast.isApproved && podcast.ownerId !== user.id && !user.isAdmin)) throw notFound();
  assertOwner(user, podcast.ownerId);
  const imported = await readFeedForImport(ctx, url);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ url: podcastFeeds.url })
      .from(podcastFeeds)
      .where(eq(podcastFeeds.podcastId, podcastId))
      .for('update');
    if (!current) {
      await attachFeed(tx, podcastId, imported, now);
      await scheduleFeedRefresh(tx, podcastId, new Date(now.getTime() + FEED_REFRESH_EVERY_MS));
      return;
    }
    if (current.url !== url) {
      await tx
        .update(podcastFeeds)
        .set({ url, verifiedAt: null, verificationCode: newVerificationCode() })
        .where(eq(podcastFeeds.podcastId, podcastId));
    }
    await saveFeedRead(tx, podcastId, imported, now);
  });
  return statusView((await feedRowOf(ctx.db, podcastId))!);
}

/** A code no one guesses, and that reads as what it is when someone finds it in a feed. */
function newVerificationCode(): string {
  return `podbridge-verify-${randomBytes(8).toString('hex')}`;
}

async function feedRowOf(db: Db, podcastId: number) {
  const [row] = await db
    .select({
      feed: podcastFeeds,
      ownerId: podcasts.ownerId,
      title: podcasts.title,
      approvalStatus: podcasts.approvalStatus,
      latestEpisodeAt: podcasts.latestEpisodeAt,
    })
    .from(podcastFeeds)
    .innerJoin(podcasts, eq(podcasts.id, podcastFeeds.podcastId))
    .where(eq(podcastFeeds.podcastId, podcastId));
  return row;
}

/** The owner's own feed row: 404 when the podcast has no feed, 403 for anyone but its owner. */
async function ownFeed(ctx: FeedsContext, podcastId: number, user: AuthenticatedUser) {
  const row = await feedRowOf(ctx.db, podcastId);
  if (!row) throw notFound();
  assertOwner(user, row.ownerId);
  return row;
}

function statusView(row: NonNullable<Awaited<ReturnType<typeof feedRowOf>>>): FeedStatus {
  const { feed } = row;
  const refreshAvailableAt = feed.ownerRefreshedAt
    ? new Date(feed.ownerRefreshedAt.getTime() + OWNER_REFRESH_EVERY_MS)
    : feed.createdAt;
  return {
    url: feed.url,
    verification_code: feed.verificationCode,
    verified_at: iso(feed.verifiedAt),
    checked_at: iso(feed.checkedAt),
    failing_since: iso(feed.failingSince),
    last_error: feed.lastError,
    refresh_available_at: refreshAvailableAt.toISOString(),
    episode_count: feed.episodeCount,
    latest_episode_at: iso(row.latestEpisodeAt),
  };
}

export async function feedStatus(ctx: FeedsContext, podcastId: number, user: AuthenticatedUser): Promise<FeedStatus> {
  return statusView(await ownFeed(ctx, podcastId, user));
}

export type RefreshOutcome = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * Reads a podcast's feed again (a conditional GET) and stores what it says, or that it failed and why. Feed
 * problems are outcomes, not errors: the daily job goes on whatever a feed does.
 */
export async function refreshFeed(ctx: FeedsContext, podcastId: number, now: Date): Promise<RefreshOutcome | null> {
  const row = await feedRowOf(ctx.db, podcastId);
  if (!row) return null;
  let read: FeedRead;
  try {
    read = await readFeed(row.feed.url, ctx.allowedHosts, { etag: row.feed.etag, lastModified: row.feed.lastModified });
  } catch (error) {
    if (!(error instanceof FeedProblem)) throw error;
    await ctx.db.transaction((tx) => saveFeedFailure(tx, podcastId, error.message, now));
    return { ok: false, reason: error.message };
  }
  await ctx.db.transaction((tx) =>
    read.changed ? saveFeedRead(tx, podcastId, read, now) : saveFeedUnchanged(tx, podcastId, now),
  );
  return { ok: true, changed: read.changed };
}

/**
 * "Refresh now": the owner reads their feed at once, at most once an hour (429 with the minutes to wait). The
 * attempt counts even when the feed fails; the answer is the feed's status either way.
 */
export async function refreshFeedNow(ctx: FeedsContext, podcastId: number, user: AuthenticatedUser, now: Date): Promise<FeedStatus> {
  const row = await ownFeed(ctx, podcastId, user);
  const last = row.feed.ownerRefreshedAt;
  if (last && now.getTime() - last.getTime() < OWNER_REFRESH_EVERY_MS) {
    const seconds = Math.ceil((last.getTime() + OWNER_REFRESH_EVERY_MS - now.getTime()) / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(429, `You can refresh this feed again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      code: 'feed_refresh_too_soon',
      retry_after: seconds,
    });
  }
  // Claimed before reading, so two clicks at once read the feed once.
  const claimed = await ctx.db
    .update(podcastFeeds)
    .set({ ownerRefreshedAt: now })
    .where(and(
      eq(podcastFeeds.podcastId, podcastId),
      last ? eq(podcastFeeds.ownerRefreshedAt, last) : sql`${podcastFeeds.ownerRefreshedAt} IS NULL`,
    ))
    .returning({ podcastId: podcastFeeds.podcastId });
  if (claimed.length > 0) await refreshFeed(ctx, podcastId, now);
  return statusView((await feedRowOf(ctx.db, podcastId))!);
}

/** The audit trail's name for what the site did by itself. */
const VERIFIED_FEED_REASON = 'Published at once: its owner verified the feed, and their account is in good standing.';

/**
 * "Check now": reads the feed and looks for the owner's code in it. Found: the show is verified, and a pending show
 * of an account with a verified email address (not suspended) is published without waiting for an admin, in the
 * audit trail like an admin's approval (admins can still unpublish it). Not found: 400, saying where to put it.
 */
export async function verifyFeed(
  ctx: FeedsContext,
  podcastId: number,
  user: AuthenticatedUser,
  now: Date,
): Promise<{ published: boolean; feed: FeedStatus }> {
  const row = await ownFeed(ctx, podcastId, user);
  let read: FeedRead;
  try {
    read = await readFeed(row.feed.url, ctx.allowedHosts);
  } catch (error) {
    if (!(error instanceof FeedProblem)) throw error;
    throw badRequest(`The feed could not be read: ${error.message}`, { code: error.code });
  }
  if (!read.changed) throw badRequest('The feed answered "not modified" to a full read.', { code: 'feed_unreadable' });
  const code = row.feed.verificationCode;
  if (!read.feed.verificationTexts.some((text) => text.includes(code))) {
    throw badRequest(
      `The code ${code} is not in the feed yet. Add it as <podcast:txt purpose="verify">${code}</podcast:txt> or ` +
        "to the show's description, then check again (some hosts take a few minutes to update the feed).",
      { code: 'verification_code_missing' },
    );
  }
  const published = await ctx.db.transaction(async (tx) => {
    await saveFeedRead(tx, podcastId, read, now);
    await tx
      .update(podcastFeeds)
      .set({ verifiedAt: sql`coalesce(${podcastFeeds.verifiedAt}, ${now})` })
      .where(eq(podcastFeeds.podcastId, podcastId));
    const [goesPublic] = await tx
      .update(podcasts)
      .set({ approvalStatus: 'approved', reviewReason: null })
      .where(and(
        eq(podcasts.id, podcastId),
        eq(podcasts.approvalStatus, 'pending'),
        sql`exists (select 1 from ${users} where ${users.id} = ${podcasts.ownerId}
          and ${users.emailVerifiedAt} is not null and ${users.suspendedAt} is null)`,
      ))
      .returning({ title: podcasts.title });
    if (!goesPublic) return false;
    await recordAutomaticAction(tx, {
      action: 'approve',
      targetType: 'podcast',
      targetId: podcastId,
      targetLabel: goesPublic.title,
      reason: VERIFIED_FEED_REASON,
    });
    return true;
  });
  return { published, feed: statusView((await feedRowOf(ctx.db, podcastId))!) };
}

/** A page of a show's episodes, newest first (undated last). The caller checks the viewer may see the show. */
export async function listEpisodes(ctx: Pick<FeedsContext, 'db'>, podcastId: number, page: PageRequest) {
  const where = eq(podcastEpisodes.podcastId, podcastId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        title: podcastEpisodes.title,
        publishedAt: podcastEpisodes.publishedAt,
        durationSeconds: podcastEpisodes.durationSeconds,
        link: podcastEpisodes.link,
      })
      .from(podcastEpisodes)
      .where(where)
      .orderBy(sql`${podcastEpisodes.publishedAt} DESC NULLS LAST`, podcastEpisodes.id)
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db.select({ total: count() }).from(podcastEpisodes).where(where),
  ]);
  return { count: total?.total ?? 0, results: rows.map(episodeView) };
}
