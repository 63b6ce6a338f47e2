import { Type, type Static } from '@sinclair/typebox';
import { Nullable as nullable, Page, PageQuery, StringEnum } from '../../http/schemas';

const CADENCES = ['daily', 'weekly', 'biweekly', 'monthly', 'irregular'] as const;
const Cadence = nullable(
  StringEnum(CADENCES, {
    description: 'How often the show publishes (the median gap between its latest episodes); null with fewer than two dated episodes.',
  }),
);

/** An RSS address: required, http(s) only (where it may point is checked when it is read). */
export const FeedAddress = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^[hH][tT][tT][pP][sS]?://\\S+$',
  errorMessage: {
    minLength: "Enter the address of the show's RSS feed.",
    required: "Enter the address of the show's RSS feed.",
    pattern: 'Enter a feed address starting with http:// or https://.',
    maxLength: 'A feed address has at most 2000 characters.',
  },
  description: "The show's RSS feed (http or https, a public address).",
});

export const FeedUrlBody = Type.Object({ feed_url: FeedAddress }, { $id: 'FeedUrl', additionalProperties: false });

export const Episode = Type.Object(
  {
    title: Type.String(),
    published_at: nullable(Type.String({ format: 'date-time' })),
    duration_seconds: nullable(Type.Integer()),
    link: nullable(Type.String({ description: "The episode's page, or its audio file." })),
  },
  { $id: 'Episode' },
);
export type Episode = Static<typeof Episode>;
export const EpisodePage = Page(Episode);
export const EpisodeListQuery = Type.Object(
  {
    ...PageQuery,
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'Episodes per page, 10 by default, at most 50.' })),
  },
  { $id: 'EpisodeListQuery' },
);

/** What the directory shows of a show's feed. */
export const FeedSignals = Type.Object(
  {
    verified: Type.Boolean({ description: 'The owner proved the feed is theirs.' }),
    episode_count: Type.Integer({ description: 'Episodes in the feed at its last read.' }),
    latest_episode_at: nullable(Type.String({ format: 'date-time' })),
    cadence: Cadence,
    active: Type.Boolean({ description: 'An episode came out in the last 90 days.' }),
  },
  { $id: 'FeedSignals' },
);
export type FeedSignals = Static<typeof FeedSignals>;

/** A feed read before the podcast exists: the fields the create form fills in, for the podcaster to review. */
export const FeedPreview = Type.Object(
  {
    feed_url: Type.String(),
    title: Type.String(),
    description: Type.String(),
    language: nullable(Type.String({ description: "One of the site's podcast languages (e.g. Swedish), from the feed's language code." })),
    website: nullable(Type.String()),
    artwork_url: nullable(Type.String({ description: "The feed's artwork; imported (re-encoded) when the podcast is created without a cover of its own." })),
    author: nullable(Type.String()),
    category_id: nullable(Type.Integer({ description: "Our category for the feed's iTunes categories, if one fits." })),
    itunes_categories: Type.Array(Type.String()),
    episode_count: Type.Integer(),
    latest_episode_at: nullable(Type.String({ format: 'date-time' })),
    cadence: Cadence,
    episodes: Type.Array(Episode, { description: 'The latest five.' }),
  },
  { $id: 'FeedPreview' },
);
export type FeedPreview = Static<typeof FeedPreview>;

/** The owner's view of their show's feed: how it reads, and the code that verifies it. */
export const FeedStatus = Type.Object(
  {
    url: Type.String(),
    verification_code: Type.String({
      description: 'Put it in the feed (a <podcast:txt purpose="verify"> tag, or the show\'s description), then check.',
    }),
    verified_at: nullable(Type.String({ format: 'date-time' })),
    checked_at: nullable(Type.String({ format: 'date-time', description: 'The last read that succeeded.' })),
    failing_since: nullable(Type.String({ format: 'date-time' })),
    last_error: nullable(Type.String()),
    refresh_available_at: Type.String({ format: 'date-time', description: 'When the owner may ask for a refresh again (at most once an hour).' }),
    episode_count: Type.Integer(),
    latest_episode_at: nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'FeedStatus' },
);
export type FeedStatus = Static<typeof FeedStatus>;

export const FeedVerification = Type.Object(
  {
    published: Type.Boolean({ description: 'The show was pending and went public at once: a verified show of a verified account needs no review.' }),
    feed: FeedStatus,
  },
  { $id: 'FeedVerification' },
);
