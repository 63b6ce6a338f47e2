import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum } from '../../http/schemas';
import { ExpertProfile } from '../experts/schemas';
import { Podcast } from '../podcasts/schemas';
import { TopicRef } from '../topics/schemas';

/** Suggestions shown at once: enough to choose from, few enough to read. */
export const MAX_SUGGESTIONS = 12;

export const REPLY_SPEEDS = ['hour', 'day', 'week'] as const;
export type ReplySpeed = (typeof REPLY_SPEEDS)[number];

/** Why an expert is suggested for a show, for the site to say in words. */
export const GuestReasons = Type.Object(
  {
    topics: Type.Array(TopicRef, {
      description: "Topics of the show (what it looks for guests on, its category, its description) the expert speaks on.",
    }),
    talking_points: Type.Array(Type.String(), {
      description: "The expert's talking points or fields of expertise that meet the show's words (at most two).",
    }),
    languages: Type.Array(Type.String(), { description: "Languages (ISO 639) the expert and the show's audience share." }),
    recorded: Type.Integer({ description: 'Recorded appearances booked through PodBridge.' }),
    rating_average: Nullable(Type.Number({ description: 'The average of the reviews the expert received, 1-5.' })),
    answers_within: Nullable(
      StringEnum(REPLY_SPEEDS, {
        description: 'How fast the expert usually answers a first message (the median): within an hour, a day or a week.',
      }),
    ),
    available: Type.Boolean({ description: 'Open to bookings today.' }),
  },
  { $id: 'GuestReasons' },
);
export type GuestReasons = Static<typeof GuestReasons>;

export const SuggestedGuests = Type.Object(
  {
    podcast: Type.Object({ id: Type.Integer(), title: Type.String() }),
    results: Type.Array(Type.Object({ expert: ExpertProfile, reasons: GuestReasons }), {
      description: 'Best first, at most 12.',
    }),
  },
  { $id: 'SuggestedGuests' },
);
export type SuggestedGuests = Static<typeof SuggestedGuests>;

/** Why a show is suggested to an expert. */
export const ShowReasons = Type.Object(
  {
    looking_for: Type.Array(TopicRef, { description: 'Topics the show is looking for guests on that the expert speaks on.' }),
    topics: Type.Array(TopicRef, { description: "Other topics of the show (its category) the expert speaks on." }),
    languages: Type.Array(Type.String(), { description: "Languages (ISO 639) the show's audience and the expert share." }),
  },
  { $id: 'ShowReasons' },
);
export type ShowReasons = Static<typeof ShowReasons>;

export const SuggestedShows = Type.Object(
  {
    results: Type.Array(Type.Object({ podcast: Podcast, reasons: ShowReasons }), {
      description: 'Best first, at most 12.',
    }),
  },
  { $id: 'SuggestedShows' },
);
export type SuggestedShows = Static<typeof SuggestedShows>;

export const GuestParams = Type.Object({ id: Id('The show.'), expertId: Id('The expert profile.') });
export const ShowParams = Type.Object({ podcastId: Id('The show.') });
