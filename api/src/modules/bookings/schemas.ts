import { Type, type Static } from '@sinclair/typebox';
import { bookingFormat, bookingRole, bookingStatus } from '../../db/schema/bookings';
import {
  Body,
  Id,
  Nullable,
  PageQuery,
  PersonRef,
  PlainText,
  StringEnum,
  TypedText,
  WebAddress,
} from '../../http/schemas';

/** The statuses, roles and formats are the database's enums: one list each. */
export const BOOKING_STATUSES = bookingStatus.enumValues;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_ROLES = bookingRole.enumValues;
export type BookingRole = (typeof BOOKING_ROLES)[number];
export const BOOKING_FORMATS = bookingFormat.enumValues;
export const BOOKING_VIEWS = ['waiting', 'upcoming', 'past'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** Proposed recording times per proposal. */
export const MIN_SLOTS = 1;
export const MAX_SLOTS = 3;
/** How far ahead a recording may be proposed. */
export const MAX_DAYS_AHEAD = 365;
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';
export const DEFAULT_DURATION_MINUTES = 60;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 480;
/** Proposals and counter-proposals on one booking, the first invitation included. */
export const MAX_ROUNDS = 10;
export const MAX_TOPIC_LENGTH = 200;
export const MAX_PLACE_LENGTH = 200;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_REASON_LENGTH = 1000;
export const MAX_REVIEW_LENGTH = 2000;

/** A wall-clock time in the booking's time zone, to the minute: `2026-12-01T10:00`. */
const LocalTime = Type.String({
  maxLength: 16,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$',
  errorMessage: 'Enter a date and time as YYYY-MM-DDTHH:MM.',
  description: 'A date and time in `time_zone`, to the minute (YYYY-MM-DDTHH:MM).',
});

const Slots = Type.Array(LocalTime, {
  minItems: MIN_SLOTS,
  maxItems: MAX_SLOTS,
  errorMessage: {
    minItems: 'Propose at least one recording time.',
    maxItems: `Propose at most ${MAX_SLOTS} recording times.`,
  },
  description: `${MIN_SLOTS}-${MAX_SLOTS} different future times, at most ${MAX_DAYS_AHEAD} days ahead.`,
});

export const TimeZoneField = Type.String({
  minLength: 1,
  maxLength: 64,
  errorMessage: 'Choose a time zone.',
  description: `An IANA time zone, ${DEFAULT_TIME_ZONE} by default.`,
});

export const NewBookingBody = Body(
  'NewBooking',
  {
    podcast_id: Id('One of your podcasts, published or awaiting its first review.'),
    expert_id: Id('The user id of an expert with a published profile.'),
    topic: TypedText({
      maxLength: MAX_TOPIC_LENGTH,
      required: 'Enter the topic of the episode.',
      singleLine: true,
      description: 'What the episode is about.',
    }),
    format: StringEnum(BOOKING_FORMATS),
    place: Type.Optional(
      TypedText({
        maxLength: MAX_PLACE_LENGTH,
        singleLine: true,
        description: 'Required for an in-person recording: where it takes place.',
      }),
    ),
    time_zone: Type.Optional(TimeZoneField),
    duration_minutes: Type.Optional(
      Type.Integer({
        minimum: MIN_DURATION_MINUTES,
        maximum: MAX_DURATION_MINUTES,
        errorMessage: `Enter a length from ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES} minutes.`,
        description: `${DEFAULT_DURATION_MINUTES} by default.`,
      }),
    ),
    slots: Slots,
    recording_link: Type.Optional(WebAddress('Where the recording happens online (a studio or call link).')),
    note: Type.Optional(
      TypedText({ maxLength: MAX_NOTE_LENGTH, description: 'A note to the expert; line breaks allowed.' }),
    ),
  },
  'An invitation of an expert to one of your podcasts.',
  [
    {
      podcast_id: 7,
      expert_id: 42,
      topic: 'Varför sover vi så dåligt?',
      format: 'remote',
      time_zone: 'Europe/Stockholm',
      duration_minutes: 60,
      slots: ['2027-02-08T10:00', '2027-02-10T14:00'],
      recording_link: 'https://riverside.fm/studio/hjarnkoll',
      note: 'Hej Sara! Vi vill prata om sömn och stress i Hjärnkoll. Vi skickar frågorna en vecka innan.',
    },
  ],
);
export type NewBookingBody = Static<typeof NewBookingBody>;

export const AcceptBody = Body('AcceptBooking', { slot_id: Id('One of the open slots.') });
export const ProposeBody = Body('ProposeBookingSlots', { slots: Slots });
export const ReasonBody = (id: string, required: string) =>
  Body(id, { reason: PlainText(MAX_REASON_LENGTH, required, 'Shown to the other side and sent by email.') });
export const DeclineBody = ReasonBody('DeclineBooking', 'Tell the podcaster why you decline.');
export const CancelBody = ReasonBody('CancelBooking', 'Tell the other side why you cancel.');
export const OutcomeBody = Body('BookingOutcome', { outcome: StringEnum(['recorded', 'no_show'] as const) });
export const ConfirmationBody = Body('BookingConfirmation', {
  confirmation: StringEnum(['confirmed', 'disputed'] as const),
  reason: Type.Optional(
    TypedText({ maxLength: MAX_REASON_LENGTH, description: 'Required when disputing: what really happened.' }),
  ),
});
export const EpisodeLinkBody = Body('BookingEpisodeLink', {
  episode_link: WebAddress('The published episode; the empty string removes it.'),
});
export const ReviewBody = Body('NewBookingReview', {
  rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: 'Choose a rating from 1 to 5.' }),
  text: PlainText(MAX_REVIEW_LENGTH, 'Write a few words about the recording.', "Shown on the reviewed user's page."),
});

export const BookingsQuery = Type.Object({
  view: StringEnum(BOOKING_VIEWS, {
    description:
      'waiting: what waits for your answer (requests, a recording to mark once its time has come, a marking to ' +
      'confirm); upcoming: scheduled bookings not yet due for marking, and requests waiting ' +
      'for the other side (soonest first); past: declined, cancelled, recorded and no-show (latest first).',
  }),
  ...PageQuery,
});

export const ReviewsQuery = Type.Object({ user_id: Id('Whose reviews: the reviewed user.'), ...PageQuery });
export const UserIdParams = Type.Object({ user_id: Id() });

export const BookingSlot = Type.Object({
  id: Type.Integer(),
  starts_at: Type.String({ format: 'date-time' }),
  proposed_by: StringEnum(BOOKING_ROLES),
});

export const BookingReview = Type.Object(
  {
    id: Type.Integer(),
    booking_id: Type.Integer(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
    reviewer: PersonRef,
    reviewer_role: StringEnum(BOOKING_ROLES),
    podcast: Type.Object({ id: Type.Integer(), title: Type.String() }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'BookingReview' },
);
export type BookingReview = Static<typeof BookingReview>;

/** What the signed-in side may do with the booking now; the server checks the same rules on every change. */
export const BookingActions = Type.Object({
  accept: Type.Boolean(),
  propose: Type.Boolean(),
  decline: Type.Boolean(),
  cancel: Type.Boolean(),
  mark_outcome: Type.Boolean(),
  confirm: Type.Boolean(),
  set_episode_link: Type.Boolean(),
  review: Type.Boolean(),
});

export const Booking = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(BOOKING_STATUSES),
    awaiting: Nullable(StringEnum(BOOKING_ROLES, { description: 'Whose answer an open request waits for.' })),
    your_role: StringEnum(BOOKING_ROLES),
    podcast: Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      awaiting_review: Type.Boolean({
        description: "The show is new and waits for an admin's review: its page is not public yet.",
      }),
    }),
    podcaster: PersonRef,
    expert: Type.Object({
      ...PersonRef.properties,
      profile_id: Nullable(Type.Integer({ description: 'The expert profile, for a link to /experts/{id}.' })),
      name: Nullable(Type.String()),
    }),
    topic: Type.String(),
    format: StringEnum(BOOKING_FORMATS),
    place: Nullable(Type.String()),
    time_zone: Type.String(),
    duration_minutes: Type.Integer(),
    recording_link: Nullable(Type.String()),
    note: Nullable(Type.String()),
    slots: Type.Array(BookingSlot, {
      description: 'The open proposal (earliest first); empty once scheduled or ended.',
    }),
    starts_at: Nullable(Type.String({ format: 'date-time', description: 'The recording time, once scheduled.' })),
    decline_reason: Nullable(Type.String()),
    cancel_reason: Nullable(Type.String()),
    cancelled_by: Nullable(StringEnum(BOOKING_ROLES)),
    expert_confirmation: Nullable(StringEnum(['confirmed', 'disputed'] as const)),
    dispute_reason: Nullable(Type.String()),
    episode_link: Nullable(Type.String()),
    reviews: Type.Array(BookingReview, { description: 'The reviews written on this booking (at most one per side).' }),
    actions: BookingActions,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Booking' },
);
export type Booking = Static<typeof Booking>;

export const BookingSummary = Type.Object(
  { waiting: Type.Integer({ description: 'Bookings that wait for your answer (the `waiting` view).' }) },
  { $id: 'BookingSummary' },
);

export const TrackRecord = Type.Object(
  {
    user_id: Type.Integer(),
    rating_average: Nullable(
      Type.Number({ description: 'The average of the reviews received, 1-5; null without reviews.' }),
    ),
    rating_count: Type.Integer(),
    recorded: Type.Integer({ description: 'Recorded bookings (the expert did not dispute them).' }),
    settled: Type.Integer({ description: 'Bookings that were scheduled and then recorded, missed or cancelled.' }),
    cancelled_or_no_show: Type.Integer({
      description: 'Of those: cancelled by this user after scheduling, or missed.',
    }),
    cancelled_or_no_show_share: Nullable(
      Type.Number({ description: 'cancelled_or_no_show / settled; null when nothing settled.' }),
    ),
  },
  { $id: 'TrackRecord' },
);
export type TrackRecord = Static<typeof TrackRecord>;
