import { and, desc, eq, max, sql } from 'drizzle-orm';
import { digestSends, podcasts, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { SuggestionsContext } from '../suggestions/guests';
import { suggestedGuests } from '../suggestions/guests';
import { suggestedShows } from '../suggestions/shows';
import type { TopicRef } from '../topics/schemas';
import type { UserType } from '../users/rules';
import { DIGEST_MAX_ITEMS, FIRST_DIGEST_LOOKBACK_MS } from './schedule';

/** What a digest lists: shows looking for guests (to an expert) or experts (to a podcaster). */
export type DigestKind = 'shows' | 'experts';

export function digestKindOf(userType: UserType): DigestKind {
  return userType === 'expert' ? 'shows' : 'experts';
}

/** Shows of a podcaster whose new guests a digest looks for: the latest published ones. */
const SHOWS_PER_PODCASTER = 5;

/** One entry of a digest, in no language yet: the email and the admin's preview put it in words. */
export interface DigestItem {
  /** The show's or the expert profile's id. */
  id: number;
  /** The show's title or the expert's name. */
  title: string;
  /** Where it is on the site. */
  path: string;
  /** Why it is in the digest: the show looks for guests on these topics of the expert's, or the expert speaks on these topics of the show's. */
  topics: TopicRef[];
  /** A podcaster's digest: the show of theirs the expert suits. */
  forShow: string | null;
}

export interface Digest {
  kind: DigestKind;
  /** What counts as new: published or changed since then (the previous digest, or a week before the first). */
  since: Date;
  items: DigestItem[];
}

type Reader = AuthenticatedUser;

/** The time the reader's previous digest went out, and everything earlier digests listed. */
async function earlierDigests(ctx: SuggestionsContext, userId: number): Promise<{ lastSentAt: Date | null; sent: number[] }> {
  const [row] = await ctx.db
    .select({
      lastSentAt: max(digestSends.sentAt),
      sent: sql<number[]>`coalesce(array_agg(DISTINCT item) FILTER (WHERE item IS NOT NULL), '{}')`,
    })
    .from(sql`${digestSends} LEFT JOIN LATERAL unnest(${digestSends.itemIds}) AS item ON true`)
    .where(eq(digestSends.userId, userId));
  return { lastSentAt: row?.lastSentAt ?? null, sent: (row?.sent ?? []).map(Number) };
}

/** A profile the reader has not made yet (an expert without a profile) means nothing to suggest, not a failure. */
function noProfile(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 404;
}

async function newShows(ctx: SuggestionsContext, reader: Reader, since: Date, exclude: number[]): Promise<DigestItem[]> {
  try {
    const { results } = await suggestedShows(ctx, reader, { since, exclude, limit: DIGEST_MAX_ITEMS });
    return results.map(({ podcast, reasons }) => ({
      id: podcast.id,
      title: podcast.title,
      path: `/podcasts/${podcast.id}`,
      topics: [...reasons.looking_for, ...reasons.topics],
      forShow: null,
    }));
  } catch (error) {
    if (noProfile(error)) return [];
    throw error;
  }
}

async function newExperts(ctx: SuggestionsContext, reader: Reader, since: Date, exclude: number[]): Promise<DigestItem[]> {
  const shows = await ctx.db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(and(eq(podcasts.ownerId, reader.id), eq(podcasts.isApproved, true)))
    .orderBy(desc(podcasts.createdAt))
    .limit(SHOWS_PER_PODCASTER);
  const items: DigestItem[] = [];
  const listed = new Set(exclude);
  for (const show of shows) {
    if (items.length >= DIGEST_MAX_ITEMS) break;
    const { podcast, results } = await suggestedGuests(ctx, show.id, reader, {
      since,
      exclude: [...listed],
      limit: DIGEST_MAX_ITEMS - items.length,
    });
    for (const { expert, reasons } of results) {
      listed.add(expert.id);
      items.push({ id: expert.id, title: expert.name, path: `/experts/${expert.id}`, topics: reasons.topics, forShow: podcast.title });
    }
  }
  return items;
}

/**
 * The digest the reader would get at `now`: what is new since their previous digest (a week back for the first) and
 * no earlier digest listed, best first, at most 20. An expert gets the published shows looking for guests on their
 * topics (or in them), a podcaster the experts new in the topics of their latest published shows; both through the
 * suggestions, so blocked people, suspended accounts and what they marked not relevant stay out.
 */
export async function buildDigest(ctx: SuggestionsContext, userId: number, now: Date): Promise<Digest | null> {
  const [reader] = await ctx.db
    .select({ id: users.id, username: users.username, email: users.email, userType: users.userType, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId));
  if (!reader) return null;
  const { lastSentAt, sent } = await earlierDigests(ctx, userId);
  const since = lastSentAt ?? new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
  const kind = digestKindOf(reader.userType);
  const items = kind === 'shows' ? await newShows(ctx, reader, since, sent) : await newExperts(ctx, reader, since, sent);
  return { kind, since, items };
}
