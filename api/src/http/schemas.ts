import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** Every error that is not about a single field: `{"detail": "..."}`, sometimes with a machine-readable code. */
export const ErrorDetail = Type.Object(
  {
    detail: Type.String(),
    code: Type.Optional(Type.String()),
    resend_url: Type.Optional(Type.String()),
  },
  { description: 'An error or notice for the user.' },
);

/** Invalid input: each field name with its messages. */
export const FieldErrorsBody = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Invalid input: each field with its messages, e.g. {"username": ["This field is required."]}.',
});

/** What a 400 may be: field errors, or a detail when the problem is not one field's. */
export const BadRequestBody = Type.Union([ErrorDetail, FieldErrorsBody]);

export const DetailMessage = Type.Object({ detail: Type.String() });
export type DetailMessage = Static<typeof DetailMessage>;

/** A string limited to the given values (one `enum`, so a bad value gets one readable message). */
export function StringEnum<const Values extends readonly string[]>(
  values: Values,
  options: { description?: string; default?: Values[number] } = {},
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options });
}

/** A JSON request body: unknown members are dropped before the handler sees them. */
export function Body<Properties extends Record<string, TSchema>>(properties: Properties, description?: string) {
  return Type.Object(properties, { additionalProperties: false, description });
}

/** The largest value of a PostgreSQL integer column: ids beyond it can name nothing. */
export const MAX_ID = 2147483647;

/** A numeric id in the path; anything else is a 400 rather than a database error. */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });
export const IdParams = Type.Object({ id: Id() });

/** `page` and `page_size` of every paginated list. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'From 1; a page past the end is empty.' })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, default: 12, description: 'Items per page, 12 by default; values above 100 count as 100.' }),
  ),
};

/** The envelope of every paginated list; next and previous are absolute URLs. */
export function Page<Item extends TSchema>(item: Item) {
  return Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });
}
