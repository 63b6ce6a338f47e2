import { SearchSummary, SearchText, TopicRef } from '../topics/schemas';
import { Moderation } from '../admin/moderationRules';
import { Type, type Static } from '@sinclair/typebox';
import { UploadedFile } from '../../http/forms';
import { FeedAddress, FeedSignals } from '../feeds/schemas';
import { INACTIVE_AFTER_DAYS } from '../feeds/signals';
import {
  Body,
  Id,
  IdList,
  LanguageCodes,
  Nullable as nullable,
  Page,
  PageQuery,
  ReviewFields,
  StringEnum,
  UserRef,
  WebAddress,
} from '../../http/schemas';

/** Topics a show may be looking for guests on, and languages its audience may speak. */
export const MAX_GUEST_TOPICS = 5;
export const MAX_AUDIENCE_LANGUAGES = 5;

export const Category = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The English name.' }),
    name_sv: Type.String({ description: 'The Swedish name.' }),
  },
  { $id: 'Category' },
);
export type Category = Static<typeof Category>;

export const Podcast = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  link: nullable(Type.String()),
  audio_url: nullable(Type.String()),
  image: nullable(Type.String({ description: 'Storage key of the cover.' })),
  image_url: nullable(Type.String({ description: 'Absolute URL of the cover (at most 1400x1400).' })),
  thumbnail_url: nullable(Type.String({ description: 'Absolute URL of the 400x400 card thumbnail.' })),
  category: nullable(Category),
  category_id: nullable(Type.Integer()),
  owner: Type.Object({
    ...UserRef.properties,
    user: Type.Integer({ description: "The owner's id again, where the original contract reads it (owner.user)." }),
    profile_picture_url: nullable(Type.String({ description: "The podcaster profile's picture (absolute URL), if any." })),
  }),
  user: Type.Integer({ description: "The owner's id." }),
  creator_name: Type.String({ description: "The owner's username." }),
  language: nullable(Type.String()),
  audience_languages: Type.Array(Type.String(), {
    description: 'ISO 639 codes of the languages the audience speaks, e.g. sv, en.',
  }),
  guest_topics: Type.Array(TopicRef, { description: 'The topics the show is looking for guests on, in its order.' }),
  website: nullable(Type.String()),
  social_media: nullable(Type.String()),
  is_approved: Type.Boolean(),
  ...ReviewFields,
  moderation: Type.Optional(Moderation),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  likes_count: Type.Integer(),
  current_user_liked: Type.Boolean({ description: 'Whether the viewer likes it; false when anonymous.' }),
  current_user_saved: Type.Boolean({ description: 'Whether the viewer saved it; false when anonymous.' }),
  comments_count: Type.Integer(),
  feed: Type.Union([FeedSignals, Type.Null()], {
    description: "What the show's own RSS feed says (null for a show without a feed).",
  }),
}, { $id: 'Podcast' });
export type Podcast = Static<typeof Podcast>;
export const PodcastPage = Page(Podcast, { search: Type.Optional(SearchSummary) });

/** The directory's orders: newest first (best match first when searching), or by latest episode. */
export const PODCAST_SORTS = ['newest', 'latest_episode'] as const;
export type PodcastSort = (typeof PODCAST_SORTS)[number];

export const PodcastListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(
    SearchText(
      'Words of the title, description or category, as written or in their English or Swedish forms, with one ' +
        'typo forgiven in a longer word; a topic met also finds its names and aliases in both languages. Case and ' +
        'accents ignored; the phrase in the title first.',
    ),
  ),
  category: Type.Optional(Id('A category id.')),
  sort: Type.Optional(
    StringEnum(PODCAST_SORTS, {
      description:
        'newest (the default: newest first, or best match first when searching) or latest_episode (the show with ' +
        'the most recent episode first, shows without a dated episode last; with a search, every match in that order).',
    }),
  ),
  active: Type.Optional(
    Type.Boolean({
      description: `true: only active shows, those with an episode in their feed in the last ${INACTIVE_AFTER_DAYS} days.`,
    }),
  ),
}, { $id: 'PodcastListQuery' });

const podcastFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ minLength: 1, maxLength: 5000 }),
  category_id: Id('An existing category.'),
  link: Type.Optional(WebAddress('Where to listen.')),
  audio_url: Type.Optional(WebAddress('An audio file for the player.')),
  language: Type.Optional(Type.String({ maxLength: 50 })),
  audience_languages: Type.Optional(LanguageCodes(MAX_AUDIENCE_LANGUAGES, 'The languages the audience speaks.')),
  guest_topic_ids: Type.Optional(
    IdList({
      what: 'topic ids',
      maxItems: MAX_GUEST_TOPICS,
      tooMany: `Choose at most ${MAX_GUEST_TOPICS} topics.`,
      description: 'The topics (GET /api/topics/) the show is looking for guests on, in order; replaces them.',
    }),
  ),
  website: Type.Optional(WebAddress("The podcast's website.")),
  social_media: Type.Optional(Type.String({ maxLength: 500 })),
  image: UploadedFile('Cover: PNG, JPEG, GIF or WebP up to 10 MB'),
};

export const NewPodcastBody = Body(
  'NewPodcast',
  {
    ...podcastFields,
    feed_url: Type.Optional({
      ...FeedAddress,
      description:
        "The show's RSS feed: read again when the podcast is created, its episodes stored and read daily; its artwork " +
        'becomes the cover when no image is sent. A feed that cannot be read is a 400 on feed_url.',
    }),
  },
  'multipart/form-data (or JSON without the image).',
  [
    {
      title: 'Hjärnkoll',
      description:
        'Psykologi för vardagen: varje vecka ett samtal med en forskare eller psykolog om hur hjärnan styr sömn, ' +
        'stress och relationer.',
      category_id: 42,
      language: 'sv',
      audience_languages: ['sv'],
      guest_topic_ids: [57, 42],
      website: 'https://hjarnkoll.se',
      social_media: '@hjarnkollpodd',
      feed_url: 'https://hjarnkoll.se/feed.xml',
    },
  ],
);
export const PodcastChangesBody = Body(
  'PodcastChanges',
  {
    ...podcastFields,
    title: Type.Optional(podcastFields.title),
    description: Type.Optional(podcastFields.description),
    category_id: Type.Optional(podcastFields.category_id),
  },
  'Any subset of the fields; omitted ones stay as they are. multipart/form-data or JSON.',
  [{ description: 'Psykologi för vardagen, med en ny gäst varje vecka.', audience_languages: ['sv', 'en'] }],
);

export const PodcastIdParams = Type.Object({ id: Id() });
export const PodcasterIdParams = Type.Object({ id: Id("The podcaster's user id.") });
export const CommentParams = Type.Object({ id: Id(), commentId: Id() });
export const ApprovalResponse = Type.Object({ detail: Type.String(), podcast: Podcast }, { $id: 'PodcastApproval' });

export const PodcasterProfile = Type.Object({
  id: Type.Integer(),
  user: UserRef,
  bio: Type.String(),
  website: nullable(Type.String()),
  social_links: Type.Record(Type.String(), Type.String(), { description: 'Network name -> URL.' }),
  profile_picture: nullable(Type.String({ description: 'Storage key.' })),
  profile_picture_url: nullable(Type.String()),
  channel_name: nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}, { $id: 'PodcasterProfile' });
export type PodcasterProfile = Static<typeof PodcasterProfile>;
export const PodcasterProfilePage = Page(PodcasterProfile);

/** The most shows a podcaster's public page lists. */
export const PODCASTER_PAGE_SHOWS = 50;

export const PodcasterPage = Type.Object({
  id: Type.Integer({ description: "The podcaster's user id." }),
  username: Type.String(),
  display_name: Type.String({
    description: 'The name the site shows for them everywhere (a podcaster profile has no name: the username).',
  }),
  profile_picture_url: nullable(Type.String({ description: "The podcaster profile's picture (absolute URL), if any." })),
  bio: Type.String(),
  website: nullable(Type.String()),
  social_links: Type.Record(Type.String(), Type.String(), { description: 'Network name -> URL.' }),
  channel_name: nullable(Type.String()),
  member_since: Type.String({ format: 'date-time', description: 'When the account was created.' }),
  podcasts: Type.Array(Podcast, {
    description:
      `Their published shows, newest first, at most ${PODCASTER_PAGE_SHOWS}; ` +
      'pending ones are left out, even for the owner.',
  }),
}, { $id: 'PodcasterPage' });
export type PodcasterPage = Static<typeof PodcasterPage>;

/** The most links a podcaster profile lists. */
export const MAX_SOCIAL_LINKS = 20;

// Any values as far as the schema goes (each link is checked, and reported, one by one): `additionalProperties`
// says so, and makes the contract a map of names to values instead of an empty object.
const SocialLinks = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: {},
  maxProperties: MAX_SOCIAL_LINKS,
  errorMessage: {
    type: 'Enter an object of network name to URL, e.g. {"twitter": "https://twitter.com/you"}.',
    maxProperties: `Enter at most ${MAX_SOCIAL_LINKS} links.`,
  },
  description: 'Network name -> http(s) URL; JSON text in multipart bodies.',
});

const profileFields = {
  bio: Type.Optional(Type.String({ maxLength: 5000 })),
  website: Type.Optional(WebAddress('Your website.')),
  social_links: Type.Optional(SocialLinks),
  channel_name: Type.Optional(Type.String({ maxLength: 200 })),
  profile_picture: UploadedFile('PNG, JPEG, GIF or WebP up to 10 MB'),
};
const PROFILE_EXAMPLE = {
  bio: 'Psykolog och poddare. Jag gör Hjärnkoll, samtal om hur hjärnan styr vardagen.',
  website: 'https://hjarnkoll.se',
  social_links: { instagram: 'https://instagram.com/hjarnkollpodd' },
  channel_name: 'Hjärnkoll',
};
export const NewProfileBody = Body(
  'NewPodcasterProfile',
  profileFields,
  'multipart/form-data; profile_picture is required.',
  [PROFILE_EXAMPLE],
);
export const ProfileChangesBody = Body(
  'PodcasterProfileChanges',
  profileFields,
  'JSON or multipart/form-data; omitted fields stay as they are.',
  [PROFILE_EXAMPLE],
);
export const ProfileListQuery = Type.Object(PageQuery, { $id: 'PageQuery' });
