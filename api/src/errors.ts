/** Field name -> messages, the body of a 400 for invalid input. */
export type FieldMessages = Record<string, string[]>;

/** An expected failure a service reports; the error handler turns it into `{"detail": ...}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Extra members of the response body, such as a machine-readable `code`. */
    readonly extra: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** Invalid input found by a service rule; answered 400 `{"field": ["message", ...]}`. */
export class FieldErrors extends Error {
  constructor(readonly fields: FieldMessages) {
    super(`Invalid input: ${Object.keys(fields).join(', ')}`);
    this.name = 'FieldErrors';
  }
}

export const badRequest = (detail: string): HttpError => new HttpError(400, detail);
export const unauthorized = (detail: string, extra?: Record<string, string>): HttpError =>
  new HttpError(401, detail, extra);
export const forbidden = (detail: string, extra?: Record<string, string>): HttpError => new HttpError(403, detail, extra);
/** The 403 detail wherever a signed-in user may not act on something. */
export const NOT_ALLOWED = 'You do not have permission to perform this action.';

export const notFound = (): HttpError => new HttpError(404, 'Not found.');

/** The request is valid but the item's state does not allow it (e.g. rejecting a published podcast). */
export const conflict = (detail: string): HttpError => new HttpError(409, detail);
