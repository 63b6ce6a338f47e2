import Ajv, { type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldMessages } from '../errors';

// addUsedSchema off: the named schemas (`$id`) recur across routes, and each route's schema is compiled on its own.
const shared = {
  allErrors: true,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
  verbose: true,
  addUsedSchema: false,
} as const;
// JSON bodies are checked as sent (a number is not a string); query strings and path params are text, so they
// are coerced to the declared types.
const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
const textAjv = new Ajv({ ...shared, coerceTypes: 'array' });

/** The range of a PostgreSQL integer column: every integer the API takes is checked against it. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** A copy of a schema in which every integer without bounds of its own gets the database column's range. */
export function withIntegerBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withIntegerBounds);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withIntegerBounds(value);
  if (copy.type === 'integer') {
    copy.minimum ??= INT_MIN;
    copy.maximum ??= INT_MAX;
  }
  return copy;
}

/**
 * Control characters (tab, line feed and carriage return aside: a schema that wants one line says so with its own
 * pattern) and UTF-16 halves without their other half: no text the API stores holds them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`/a/0/b`) of the first string in `data` that holds a character no text may hold, or null. */
export function badTextPath(data: unknown, path = ''): string | null {
  if (typeof data === 'string') return BAD_TEXT.test(data) ? path : null;
  if (data === null || typeof data !== 'object' || Buffer.isBuffer(data)) return null;
  for (const [key, value] of Object.entries(data)) {
    const found = badTextPath(value, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Every body, query and path: the route's schema (integers bounded to the database's range), then no text with
 * control characters or broken characters anywhere, answered like any field error.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const check = (httpPart === 'body' ? bodyAjv : textAjv).compile(withIntegerBounds(schema) as object);
  const validate: Validate = (data) => {
    if (!check(data)) {
      validate.errors = check.errors;
      return false;
    }
    const path = badTextPath(data);
    validate.errors =
      path === null
        ? null
        : [{ instancePath: path, schemaPath: '#', keyword: 'text', params: {}, message: 'remove the control characters from the text' }];
    return path === null;
  };
  return validate;
};

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  object: 'Must be an object.',
  array: 'Expected a list of items.',
  null: 'Must be null.',
};

/**
 * A schema's own message for a failed check: `errorMessage` as one text for every check but presence, or as
 * texts by keyword. A missing member takes the `required` text of its own schema.
 */
function customMessage(error: ErrorObject): string | undefined {
  type WithMessage = { errorMessage?: unknown; properties?: Record<string, { errorMessage?: unknown }> };
  const parent = error.parentSchema as WithMessage | undefined;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const custom = parent?.properties?.[missing]?.errorMessage;
    return typeof custom === 'object' && custom !== null ? (custom as Record<string, string>).required : undefined;
  }
  const custom = parent?.errorMessage;
  if (typeof custom === 'string') return custom;
  return typeof custom === 'object' && custom !== null ? (custom as Record<string, string>)[error.keyword] : undefined;
}

/** The machine code of one failed check, stable whatever the English message says. */
function codeFor(error: ErrorObject): string {
  if (customMessage(error) !== undefined) return 'invalid';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'type':
      return 'invalid_type';
    case 'minLength':
      return params.limit === 1 ? 'blank' : 'too_short';
    case 'maxLength':
      return 'too_long';
    case 'enum':
      return 'invalid_choice';
    case 'minimum':
      return 'too_small';
    case 'maximum':
      return 'too_large';
    default:
      return 'invalid';
  }
}

/** The readable message for one failed check; a schema may override it with `errorMessage`. */
function messageFor(error: ErrorObject): string {
  const custom = customMessage(error);
  if (custom !== undefined) return custom;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type':
      return TYPE_MESSAGES[String(params.type)] ?? `Must be of type ${String(params.type)}.`;
    case 'minLength':
      return params.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(params.limit)} characters.`;
    case 'enum':
      return `"${String(error.data)}" is not a valid choice. Choose one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(params.limit)}.`;
    default:
      return error.message ? `${error.message[0]?.toUpperCase()}${error.message.slice(1)}.` : 'Invalid value.';
  }
}

/**
 * Groups schema failures by field (`a.b` for nested members; a list item's failure under its list); failures
 * of the whole body go under `detail`.
 */
export function fieldMessagesFrom(errors: ErrorObject[]): { fields: FieldMessages; codes: FieldMessages; detail?: string } {
  const fields: FieldMessages = {};
  const codes: FieldMessages = {};
  let detail: string | undefined;
  for (const error of errors) {
    const path = error.instancePath.split('/').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
    if (error.keyword === 'required') path.push(String((error.params as { missingProperty: string }).missingProperty));
    if (path.length === 0) {
      detail ??= error.keyword === 'type' ? 'Expected a JSON object in the request body.' : messageFor(error);
      continue;
    }
    const field = path.join('.');
    const messages = (fields[field] ??= []);
    const message = messageFor(error);
    if (!messages.includes(message)) {
      messages.push(message);
      (codes[field] ??= []).push(codeFor(error));
    }
  }
  return { fields, codes, detail };
}
