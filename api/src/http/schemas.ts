import { SEARCH_COUNT_HORIZON } from '../db/textSearch';
import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';

/*
 * Every schema a client may name carries an `$id`: the OpenAPI document lists it under components.schemas by
 * that name, and `npm run contracts` turns it into the type of the same name in @podbridge/shared/types.
 */

/** Every error that is not about a single field: `{"detail": "..."}`, sometimes with a machine-readable code. */
export const ErrorDetail = Type.Object(
  {
    detail: Type.String({ description: 'What went wrong, in English, for people reading the API.' }),
    code: Type.Optional(
      Type.String({
        description:
          'A stable machine code (e.g. not_found, permission_denied, account_suspended) a client shows in its own language.',
      }),
    ),
    resend_url: Type.Optional(Type.String()),
    reason: Type.Optional(Type.String({ description: "With account_suspended: the admin's reason." })),
    retry_after: Type.Optional(Type.Integer({ description: 'With throttled: seconds until the next try can succeed.' })),
  },
  { $id: 'ErrorDetail', description: 'An error or notice for the user.' },
);

/** Invalid input: each field name with its messages, and the machine code of each message. */
export const FieldErrorsBody = Type.Object(
  {
    field_codes: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description:
          'Each field with one machine code per message, in the same order (required, blank, too_short, too_long, invalid_choice, invalid_type, too_small, too_large, username_taken, email_taken, invalid).',
      }),
    ),
  },
  {
    $id: 'FieldErrors',
    additionalProperties: Type.Array(Type.String()),
    description:
      'Invalid input: each field with its messages, e.g. {"username": ["This field is required."], "field_codes": {"username": ["required"]}}.',
    examples: [
      {
        username: ['A user with that username already exists.'],
        password: ['Password must be at least 8 characters long.'],
        field_codes: { username: ['username_taken'], password: ['invalid'] },
      },
    ],
  },
);

/** What a 400 may be: field errors, or a detail when the problem is not one field's. */
export const BadRequestBody = Type.Union([ErrorDetail, FieldErrorsBody], { $id: 'BadRequest' });

export const DetailMessage = Type.Object({ detail: Type.String() }, { $id: 'DetailMessage' });
export type DetailMessage = Static<typeof DetailMessage>;

/** A string limited to the given values (one `enum`, so a bad value gets one readable message). */
export function StringEnum<const Values extends readonly string[]>(
  values: Values,
  options: { description?: string; default?: Values[number] } = {},
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options });
}

/** The value, or null when the item has none. */
export const Nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);

/**
 * Who owns or wrote something: never the account's email. Without an `$id`, as one response may hold it twice
 * (a comment and its replies), and the serializer refuses an `$id` met twice.
 */
export const UserRef = Type.Object({ id: Type.Integer(), username: Type.String() });

/**
 * A person as shown beside what they wrote or take part in (users/people.ts): the name and picture to show, and the
 * username that identifies the account. Without an `$id`, as UserRef.
 */
export const PersonRef = Type.Object({
  ...UserRef.properties,
  display_name: Type.String({ description: "The expert profile's name; otherwise the username." }),
  picture: Nullable(
    Type.String({ description: "The expert or podcaster profile's picture (absolute URL); null without one." }),
  ),
});
export type PersonRef = Static<typeof PersonRef>;

/** An http(s) address in a request body; the empty string clears the field. */
export const WebAddress = (description: string) =>
  Type.String({
    maxLength: 2000,
    pattern: '^([hH][tT][tT][pP][sS]?://\\S+)?$',
    errorMessage: 'Enter a valid URL starting with http:// or https://.',
    description,
  });

/** Text that must not be blank (bodies arrive trimmed), with the message for a missing or blank value. */
export const RequiredText = (maxLength: number, required = 'This field is required.', description?: string) =>
  Type.String({ minLength: 1, maxLength, errorMessage: { required, minLength: required }, description });

/** Control characters a typed text never holds (a NUL byte cannot even be stored); tab and line breaks aside. */
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** The same and tab and line breaks too, for one-line fields. */
const CONTROL_CHARACTERS_AND_BREAKS = '\\u0000-\\u001F\\u007F-\\u009F';
/** Text without control characters: what the validator lets through in any text of a request (validation.ts). */
export const TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;

/**
 * Typed text without control characters: required (with the message for a missing or blank value) or optional
 * (the empty string allowed), one line or several.
 */
export function TypedText(options: { maxLength: number; required?: string; singleLine?: boolean; description: string }) {
  const { maxLength, required, singleLine = false, description } = options;
  return Type.String({
    ...(required ? { minLength: 1 } : {}),
    maxLength,
    pattern: singleLine ? `^[^${CONTROL_CHARACTERS_AND_BREAKS}]*$` : TEXT_PATTERN,
    errorMessage: {
      ...(required ? { required, minLength: required } : {}),
      maxLength: `Ensure this field has no more than ${maxLength} characters.`,
      pattern: 'Remove the control characters from the text.',
    },
    description,
  });
}

/** Required typed text; line breaks and tabs are part of it (a message, a reason). */
export const PlainText = (maxLength: number, required: string, description: string) =>
  TypedText({ maxLength, required, description });

/** An email address in a request body; the empty string passes (a required one also sets minLength). */
export const EmailAddress = (options: { errorMessage: string | Record<string, string>; minLength?: number; description?: string }) =>
  Type.String({ maxLength: 254, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', ...options });

/** A JSON request body: unknown members are dropped before the handler sees them. Its examples show in /api/docs. */
export function Body<Properties extends Record<string, TSchema>>(
  $id: string,
  properties: Properties,
  description?: string,
  examples?: Static<TObject<Properties>>[],
) {
  return Type.Object(properties, { $id, additionalProperties: false, description, examples });
}

/** The largest value of a PostgreSQL integer column: ids beyond it can name nothing. */
export const MAX_ID = 2147483647;

/** A numeric id in the path; anything else is a 400 rather than a database error. */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });
export const IdParams = Type.Object({ id: Id() });

/** The message for a list field that is neither a list nor comma-separated text. */
export const NOT_A_TEXT_LIST = 'Enter comma-separated text or a list of texts.';

const NOT_A_LANGUAGE_CODE = 'Enter languages as two- or three-letter codes, e.g. sv, en.';

/** Languages as ISO 639 codes (sv, en, ...): a list, or comma-separated text in a form body; replaces the old ones. */
export const LanguageCodes = (maxItems: number, description: string) =>
  Type.Array(
    Type.String({
      maxLength: 3,
      pattern: '^[a-zA-Z]{2,3}$',
      errorMessage: { type: NOT_A_TEXT_LIST, maxLength: NOT_A_LANGUAGE_CODE, pattern: NOT_A_LANGUAGE_CODE },
    }),
    {
      maxItems,
      description: `${description} ISO 639 codes: a list, or comma-separated text; replaces them.`,
      errorMessage: { type: NOT_A_TEXT_LIST, maxItems: `Choose at most ${maxItems} languages.` },
    },
  );

/** Ids of existing things of one kind ("category ids"), a list or comma-separated text, at most `maxItems`. */
export function IdList(options: { what: string; maxItems: number; tooMany: string; description: string }) {
  const notAList = `Enter ${options.what}: comma-separated text or a list of integers.`;
  return Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID, errorMessage: notAList }), {
    maxItems: options.maxItems,
    description: options.description,
    errorMessage: { type: notAList, maxItems: options.tooMany },
  });
}

/** `page` and `page_size` of every paginated list. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'From 1; a page past the end is empty.' })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, default: 12, description: 'Items per page, 12 by default; values above 100 count as 100.' }),
  ),
};

/** The envelope of every paginated list, named after its items (`PodcastPage`); next and previous are absolute URLs. */
export function Page<Item extends TSchema, Extra extends TProperties = Record<never, never>>(item: Item, extra?: Extra) {
  if (!item.$id) throw new Error('A page is named after its items: give the item schema an $id.');
  return Type.Object(
    {
      count: Type.Integer({
        description:
          'How many items the list holds. With a search, matches are counted up to ' +
          `${SEARCH_COUNT_HORIZON.toLocaleString('en')} past this page: a count that reaches that far means more ` +
          'pages may follow, which the later pages count.',
      }),
      next: Nullable(Type.String()),
      previous: Nullable(Type.String()),
      results: Type.Array(item),
      ...(extra as Extra),
    },
    { $id: `${item.$id}Page` },
  );
}

/** Where an item is in an admin's review (podcasts and expert profiles). */
export const REVIEW_STATES = ['pending', 'approved', 'rejected', 'unpublished'] as const;

/** What every reviewed item shows: its review state, the admin's reason (owner and admins only) and featuring. */
export const ReviewFields = {
  approval_status: StringEnum(REVIEW_STATES),
  review_reason: Nullable(
    Type.String({ description: "The admin's reason for the latest rejection or unpublishing; only its owner and admins see it." }),
  ),
  is_featured: Type.Boolean({ description: 'Chosen by an admin for the home page and /featured.' }),
};

/** The reason an admin gives the owner (or a user): 1 to 1000 characters (bodies arrive trimmed). */
export const Reason = (required: string) => RequiredText(1000, required, 'Shown to the owner and sent by email.');
