/** Field name -> messages, the body of a 400 for invalid input. */
export type FieldMessages = Record<string, string[]>;

/** The machine code of an error without one of its own, by status: clients translate codes, not English texts. */
export const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
  500: 'server_error',
  503: 'unavailable',
};

export function codeOfStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'error');
}

/**
 * An expected failure a service reports; the error handler turns it into `{"code": ..., "detail": ...}` with its
 * status. The English `detail` is for people reading the API; `code` (given in `extra`, else by status) is what a
 * client shows in its user's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Extra members of the response body: a specific `code`, and values a client fills into its own text. */
    readonly extra: Record<string, string | number> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }

  get code(): string {
    const code = this.extra.code;
    return typeof code === 'string' ? code : codeOfStatus(this.statusCode);
  }
}

/**
 * Invalid input found by a service rule; answered 400 `{"field": ["message", ...], "field_codes": {"field":
 * ["code", ...]}}`. A message without a code of its own is `invalid`.
 */
export class FieldErrors extends Error {
  constructor(
    readonly fields: FieldMessages,
    readonly codes: FieldMessages = {},
  ) {
    super(`Invalid input: ${Object.keys(fields).join(', ')}`);
    this.name = 'FieldErrors';
  }

  /** One code per message, in the same order. */
  get fieldCodes(): FieldMessages {
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, messages]) => [
        field,
        messages.map((_, index) => this.codes[field]?.[index] ?? 'invalid'),
      ]),
    );
  }
}

type Extra = Record<string, string | number>;

export const badRequest = (detail: string, extra?: Extra): HttpError => new HttpError(400, detail, extra);
export const unauthorized = (detail: string, extra?: Extra): HttpError => new HttpError(401, detail, extra);
export const forbidden = (detail: string, extra?: Extra): HttpError => new HttpError(403, detail, extra);
/** The 403 detail wherever a signed-in user may not act on something. */
export const NOT_ALLOWED = 'You do not have permission to perform this action.';

export const notFound = (): HttpError => new HttpError(404, 'Not found.');

/** The request is valid but the item's state does not allow it (e.g. rejecting a published podcast). */
export const conflict = (detail: string, extra?: Extra): HttpError => new HttpError(409, detail, extra);
