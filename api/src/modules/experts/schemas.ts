import { Moderation } from '../admin/moderationRules';
import { Type, type Static } from '@sinclair/typebox';
import { UploadedFile } from '../../http/forms';
import {
  Body,
  EmailAddress,
  Id,
  IdList,
  LanguageCodes,
  NOT_A_TEXT_LIST,
  Nullable as nullable,
  Page,
  PageQuery,
  Reason,
  RequiredText,
  ReviewFields,
  StringEnum,
  TypedText,
  UserRef,
  WebAddress,
} from '../../http/schemas';
import { CommentContent } from '../social/schemas';
import { SearchSummary, SearchText } from '../topics/schemas';

export const MAX_EXPERIENCE_YEARS = 80;
export const MAX_EXPERTISE_ITEMS = 50;
export const MAX_EXPERTISE_ITEM_LENGTH = 100;
export const MAX_TALKING_POINTS = 8;
export const MAX_LANGUAGES = 10;
export const MAX_PAST_APPEARANCES = 10;
/** Where an expert is: a Swedish region (län) or outside Sweden. */
export const REGIONS = [
  'stockholm',
  'uppsala',
  'sodermanland',
  'ostergotland',
  'jonkoping',
  'kronoberg',
  'kalmar',
  'gotland',
  'blekinge',
  'skane',
  'halland',
  'vastra_gotaland',
  'varmland',
  'orebro',
  'vastmanland',
  'dalarna',
  'gavleborg',
  'vasternorrland',
  'jamtland',
  'vasterbotten',
  'norrbotten',
  'outside_sweden',
] as const;
export const RECORDING_FORMATS = ['remote', 'in_person', 'both'] as const;
/** The expert directory's orders. */
export const EXPERT_SORTS = ['best', 'rating', 'appearances', 'newest'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const NOT_A_DATE = 'Enter a date as YYYY-MM-DD.';
/** A day (YYYY-MM-DD) in a request, or the empty string for none. */
const OptionalDay = (description: string) =>
  Type.String({ maxLength: 10, pattern: `^$|${DATE_PATTERN}`, errorMessage: NOT_A_DATE, description });

const PastAppearanceShape = {
  show: Type.String({ description: 'The show the expert was a guest on.' }),
  episode: Type.String({ description: 'The episode title.' }),
  url: nullable(Type.String({ description: 'Where to listen (http or https).' })),
  date: nullable(Type.String({ description: 'When it was published, YYYY-MM-DD.' })),
};
export const MAX_TALKING_POINT_LENGTH = 80;
const MAX_CATEGORIES = 10;

export const ExpertCategory = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The English name.' }),
    name_sv: Type.String({ description: 'The Swedish name.' }),
  },
  { $id: 'ExpertCategory' },
);
export type ExpertCategory = Static<typeof ExpertCategory>;

export const ExpertProfile = Type.Object(
  {
    id: Type.Integer(),
    user: UserRef,
    name: Type.String(),
    bio: Type.String(),
    expertise: Type.Array(Type.String()),
    talking_points: Type.Array(Type.String(), { description: 'Up to 8 short topics the expert speaks on.' }),
    languages: Type.Array(Type.String(), { description: 'ISO 639 codes of the languages spoken, e.g. sv, en.' }),
    city: nullable(Type.String()),
    region: nullable(StringEnum(REGIONS, { description: 'A Swedish region, or outside_sweden.' })),
    recording_format: StringEnum(RECORDING_FORMATS),
    available_from: nullable(
      Type.String({ description: 'Not taking bookings before this day (YYYY-MM-DD); null when open to bookings.' }),
    ),
    is_available: Type.Boolean({ description: 'Open to bookings today (Europe/Stockholm).' }),
    sample_url: nullable(Type.String({ description: 'A link to an audio or video sample.' })),
    past_appearances: Type.Array(Type.Object(PastAppearanceShape), { description: 'Up to 10 earlier guest appearances.' }),
    experience_years: Type.Integer(),
    website: nullable(Type.String()),
    social_media: nullable(Type.String()),
    email: nullable(Type.String({ description: 'The contact email the expert publishes.' })),
    profile_picture: nullable(Type.String({ description: 'Storage key.' })),
    profile_picture_url: nullable(Type.String({ description: 'Absolute URL (at most 800x800).' })),
    categories: Type.Array(ExpertCategory),
    category_ids: Type.Array(Type.Integer()),
    likes_count: Type.Integer(),
    current_user_liked: Type.Boolean({ description: 'Whether the viewer likes it; false when anonymous.' }),
    current_user_saved: Type.Boolean({ description: 'Whether the viewer saved it; false when anonymous.' }),
    comments_count: Type.Integer(),
    is_approved: Type.Boolean({ description: 'True only once an admin approved the profile.' }),
    ...ReviewFields,
    moderation: Type.Optional(Moderation),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Expert' },
);
export type Expert = Static<typeof ExpertProfile>;
export const ExpertPage = Page(ExpertProfile, {
  search: Type.Optional(SearchSummary),
});

export const ExpertListQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(
      SearchText(
        'Words of the name, expertise, talking points, bio or categories, as written or in their English or ' +
          'Swedish forms, with one typo forgiven in a longer word; a topic met also finds its names and aliases in ' +
          'both languages. Case and accents ignored; best match first.',
      ),
    ),
    category: Type.Optional(Id('An expert category id.')),
    language: Type.Optional(
      Type.String({
        maxLength: 3,
        pattern: '^[a-zA-Z]{2,3}$',
        description: 'Speaks this language (an ISO 639 code, e.g. sv).',
      }),
    ),
    region: Type.Optional(StringEnum(REGIONS, { description: 'In this Swedish region, or outside_sweden.' })),
    format: Type.Optional(
      StringEnum(['remote', 'in_person'] as const, {
        description: 'Records this way (experts who do both match either).',
      }),
    ),
    available: Type.Optional(Type.Boolean({ description: 'true: only experts open to bookings today.' })),
    recorded: Type.Optional(
      Type.Boolean({ description: 'true: only experts with at least one recorded appearance booked on PodBridge.' }),
    ),
    min_rating: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 5, description: 'Only experts whose reviews average at least this (1-5).' }),
    ),
    sort: Type.Optional(
      StringEnum(EXPERT_SORTS, {
        description:
          'best (the default: best match first when searching, else newest), rating (highest average first, ' +
          'unrated last), appearances (most recorded appearances first) or newest.',
      }),
    ),
  },
  { $id: 'ExpertListQuery' },
);

const YEARS_MESSAGE = 'Experience years must be a positive number';
const EXPERTISE_REQUIRED = 'Expertise is required';

/**
 * The fields a new profile must have, with the product's own messages ('Name is required', ...); lists may come
 * as comma-separated text (see normalizeFormBody).
 */
const requiredFields = {
  name: RequiredText(200, 'Name is required', 'Full name.'),
  bio: RequiredText(5000, 'Bio is required', 'Professional bio.'),
  expertise: Type.Array(
    Type.String({
      maxLength: MAX_EXPERTISE_ITEM_LENGTH,
      errorMessage: {
        type: NOT_A_TEXT_LIST,
        maxLength: `Each area of expertise may have at most ${MAX_EXPERTISE_ITEM_LENGTH} characters.`,
      },
    }),
    {
      minItems: 1,
      maxItems: MAX_EXPERTISE_ITEMS,
      description: 'Areas of expertise: a list, or comma-separated text.',
      errorMessage: {
        required: EXPERTISE_REQUIRED,
        type: NOT_A_TEXT_LIST,
        minItems: EXPERTISE_REQUIRED,
        maxItems: `Enter at most ${MAX_EXPERTISE_ITEMS} areas of expertise.`,
      },
    },
  ),
  experience_years: Type.Integer({
    minimum: 0,
    maximum: MAX_EXPERIENCE_YEARS,
    errorMessage: {
      required: YEARS_MESSAGE,
      type: YEARS_MESSAGE,
      minimum: YEARS_MESSAGE,
      maximum: `Experience years must be at most ${MAX_EXPERIENCE_YEARS}.`,
    },
  }),
};

const optionalFields = {
  languages: Type.Optional(LanguageCodes(MAX_LANGUAGES, 'The languages the expert speaks.')),
  city: Type.Optional(TypedText({ maxLength: 100, singleLine: true, description: 'The city; empty clears it.' })),
  region: Type.Optional(
    Type.Unsafe<(typeof REGIONS)[number] | ''>({
      type: 'string',
      enum: [...REGIONS, ''],
      errorMessage: 'Choose a region from the list.',
      description: 'A Swedish region, or outside_sweden; empty clears it.',
    }),
  ),
  recording_format: Type.Optional(
    Type.Unsafe<(typeof RECORDING_FORMATS)[number]>({
      type: 'string',
      enum: [...RECORDING_FORMATS],
      errorMessage: 'Choose remote, in person or both.',
    }),
  ),
  available_from: Type.Optional(
    OptionalDay('Not taking bookings before this day (YYYY-MM-DD); empty: open to bookings.'),
  ),
  sample_url: Type.Optional(WebAddress('A link to an audio or video sample; empty clears it.')),
  past_appearances: Type.Optional(
    Type.Array(
      Type.Object(
        {
          show: RequiredText(200, 'Enter the show.'),
          episode: RequiredText(200, 'Enter the episode title.'),
          url: Type.Optional(WebAddress('Where to listen; empty for none.')),
          date: Type.Optional(OptionalDay('YYYY-MM-DD; empty for none.')),
        },
        { additionalProperties: false, errorMessage: { type: 'Enter each appearance as show, episode, link and date.' } },
      ),
      {
        maxItems: MAX_PAST_APPEARANCES,
        description: 'Earlier guest appearances (a list, or its JSON text in a multipart body); replaces them.',
        errorMessage: {
          type: 'Enter the appearances as a list.',
          maxItems: `Enter at most ${MAX_PAST_APPEARANCES} appearances.`,
        },
      },
    ),
  ),
  talking_points: Type.Optional(
    Type.Array(
      Type.String({
        minLength: 1,
        maxLength: MAX_TALKING_POINT_LENGTH,
        errorMessage: {
          type: NOT_A_TEXT_LIST,
          minLength: 'A talking point cannot be empty.',
          maxLength: `Each talking point may have at most ${MAX_TALKING_POINT_LENGTH} characters.`,
        },
      }),
      {
        maxItems: MAX_TALKING_POINTS,
        description: 'Short topics the expert speaks on: a list, or comma-separated text; replaces them.',
        errorMessage: { type: NOT_A_TEXT_LIST, maxItems: `Enter at most ${MAX_TALKING_POINTS} talking points.` },
      },
    ),
  ),
  website: Type.Optional(WebAddress('An http(s) address; empty clears it.')),
  social_media: Type.Optional(
    Type.String({
      maxLength: 500,
      // Free text (a handle, a name), but anything written as an address must be an http(s) one.
      pattern: '^(?!(?![hH][tT][tT][pP][sS]?:)[a-zA-Z][a-zA-Z0-9+.-]*:\\S)',
      errorMessage: { pattern: 'Enter a handle, or a link starting with http:// or https://.' },
      description: 'Free text (a handle or an http(s) address); empty clears it.',
    }),
  ),
  email: Type.Optional(
    EmailAddress({
      errorMessage: 'Enter a valid email address.',
      description: 'A public contact email; empty clears it.',
    }),
  ),
  category_ids: Type.Optional(
    IdList({
      what: 'category ids',
      maxItems: MAX_CATEGORIES,
      tooMany: `Choose at most ${MAX_CATEGORIES} categories.`,
      description: 'Expert category ids: a list, or comma-separated text; replaces the categories.',
    }),
  ),
  profile_picture: UploadedFile('PNG, JPEG, GIF or WebP up to 10 MB'),
};

export const NewExpertBody = Body(
  'NewExpert',
  { ...requiredFields, ...optionalFields },
  'multipart/form-data (or JSON without the picture).',
  [
    {
      name: 'Dr. Sara Nilsson',
      bio:
        'Legitimerad psykolog och forskare i sömn och stress vid Uppsala universitet. Jag förklarar gärna ' +
        'forskningen så att den går att använda i vardagen.',
      expertise: ['Psykologi', 'Sömn', 'Stress'],
      experience_years: 15,
      languages: ['sv', 'en'],
      city: 'Uppsala',
      region: 'uppsala',
      recording_format: 'both',
      available_from: '',
      sample_url: 'https://saranilsson.se/sara-om-somn.mp3',
      past_appearances: [
        {
          show: 'Hjärnkoll',
          episode: 'Varför sover vi så dåligt?',
          url: 'https://hjarnkoll.se/avsnitt/42',
          date: '2025-11-03',
        },
      ],
      talking_points: ['Sömn och återhämtning', 'Stress på jobbet', 'Skärmar och barns sömn'],
      website: 'https://saranilsson.se',
      email: 'sara@saranilsson.se',
      category_ids: [45, 33],
    },
  ],
);
export const ExpertChangesBody = Body(
  'ExpertChanges',
  {
    name: Type.Optional(requiredFields.name),
    bio: Type.Optional(requiredFields.bio),
    expertise: Type.Optional(requiredFields.expertise),
    experience_years: Type.Optional(requiredFields.experience_years),
    ...optionalFields,
    remove_picture: Type.Optional(Type.Boolean({ description: 'true removes the picture.' })),
  },
  'Any subset of the fields; omitted ones stay as they are. multipart/form-data or JSON.',
  [{ available_from: '2027-01-15', talking_points: ['Sömn och återhämtning', 'Stress på jobbet'] }],
);

export const ExpertIdParams = Type.Object({ id: Id() });
export const REJECTION_REASON_REQUIRED = 'Write the reason the owner will see.';
export const ApprovalBody = Body('ExpertReview', {
  is_approved: Type.Boolean(),
  reason: Type.Optional(Reason(REJECTION_REASON_REQUIRED)),
});
export const ApprovalResponse = Type.Object(
  { detail: Type.String(), profile: ExpertProfile },
  { $id: 'ExpertReviewResult' },
);

export const EditCommentBody = Body('ExpertCommentChanges', {
  comment_id: Id('The comment to change (a comment of this profile).'),
  content: CommentContent,
});
export const DeleteCommentBody = Type.Union([
  Body('ExpertCommentDeletion', { comment_id: Type.Optional(Id()) }),
  Type.Null(),
]);
export const CommentIdQuery = Type.Object({ comment_id: Type.Optional(Id('Or in the body.')) });
