import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum, UserRef } from '../../http/schemas';
import { SITE_LANGUAGES } from '../users/rules';

export const DIGEST_KINDS = ['shows', 'experts'] as const;
export const DIGEST_STATUSES = ['off', 'pending', 'on'] as const;

const Kind = StringEnum(DIGEST_KINDS, {
  description: "What the weekly email lists: shows looking for guests in an expert's topics, or new experts in a podcaster's show's topics.",
});

export const DigestSubscription = Type.Object(
  {
    status: StringEnum(DIGEST_STATUSES, {
      description: 'off; pending until the link in the confirmation email is followed; on.',
    }),
    kind: Kind,
    time_zone: Nullable(Type.String({ description: 'The IANA time zone it goes out in, Monday 08:00.' })),
    next_send_at: Nullable(Type.String({ format: 'date-time', description: 'The next Monday 08:00 there, while on.' })),
  },
  { $id: 'DigestSubscription' },
);
export type DigestSubscription = Static<typeof DigestSubscription>;

export const DigestSubscribeBody = Type.Object({
  time_zone: Type.String({
    minLength: 1,
    maxLength: 64,
    description: "The reader's IANA time zone (the browser's), e.g. Europe/Stockholm.",
    errorMessage: { minLength: 'Choose a time zone.', maxLength: 'Choose a time zone such as Europe/Stockholm.' },
  }),
});

/** The token of a confirmation or unsubscribe link: 256 bits in base64url. */
export const DigestTokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100, description: 'The token from the link in the email.' }),
});

export const DigestConfirmed = Type.Object(
  {
    status: StringEnum(['on'] as const),
    next_send_at: Type.String({ format: 'date-time', description: 'The first digest: the next Monday 08:00 in the time zone.' }),
  },
  { $id: 'DigestConfirmed' },
);

export const DigestSubscriber = Type.Object({
  user: UserRef,
  kind: Kind,
  status: StringEnum(['pending', 'on'] as const),
  time_zone: Type.String(),
  next_send_at: Nullable(Type.String({ format: 'date-time' })),
  last_sent_at: Nullable(Type.String({ format: 'date-time', description: 'The last week it went out, or was skipped with nothing new.' })),
});
export const DigestSubscriberList = Type.Object({ results: Type.Array(DigestSubscriber) }, { $id: 'DigestSubscriberList' });
export type DigestSubscriberList = Static<typeof DigestSubscriberList>;

export const DigestPreview = Type.Object(
  {
    user: UserRef,
    language: StringEnum(SITE_LANGUAGES),
    subscription: DigestSubscription,
    since: Type.String({ format: 'date-time', description: 'What counts as new: published or changed since then.' }),
    subject: Type.String(),
    reason: Type.String({ description: 'The line that tells the reader why they get it.' }),
    items: Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'The show or the expert profile.' }),
        title: Type.String(),
        url: Type.String(),
        line: Type.String({ description: 'The line the email writes, with why it is there.' }),
      }),
    ),
    skipped: Type.Boolean({ description: 'Nothing new: no email would go out this week.' }),
  },
  { $id: 'DigestPreview' },
);
export type DigestPreview = Static<typeof DigestPreview>;

export const DigestUserParams = Type.Object({ id: Id('The user.') });
