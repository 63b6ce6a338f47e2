/** What a user is told about a failure of the database or the disk, instead of a 500. */
export interface FailureReply {
  status: number;
  code: string;
  detail: string;
}

const STORED_VALUE: FailureReply = {
  status: 400,
  code: 'invalid_value',
  detail: 'The request holds a value that cannot be stored.',
};
const UNAVAILABLE: FailureReply = {
  status: 503,
  code: 'unavailable',
  detail: 'The service is briefly unavailable. Please try again in a moment.',
};
const NO_SPACE: FailureReply = {
  status: 507,
  code: 'insufficient_storage',
  detail: 'There is no room to store this right now. Please try again later.',
};

/** PostgreSQL's SQLSTATE codes (and classes, by their first two characters) and what each means to a user. */
const BY_STATE: Record<string, FailureReply> = {
  '23505': { status: 409, code: 'conflict', detail: 'This already exists.' },
  '23503': { status: 409, code: 'conflict', detail: 'Something this refers to does not exist (any more).' },
  '23502': STORED_VALUE,
  '23514': STORED_VALUE,
  '54000': STORED_VALUE,
  '40001': UNAVAILABLE,
  '40P01': UNAVAILABLE,
  '53100': NO_SPACE,
};
const BY_CLASS: Record<string, FailureReply> = {
  // Data exceptions: a value too long, out of range, not valid in its type or its encoding.
  '22': STORED_VALUE,
  // Connection exceptions, insufficient resources, an operator shutting the server down.
  '08': UNAVAILABLE,
  '53': UNAVAILABLE,
  '57': UNAVAILABLE,
};
/** Node's system errors on the way to the database or the disk. */
const BY_SYSTEM_CODE: Record<string, FailureReply> = {
  ENOSPC: NO_SPACE,
  EDQUOT: NO_SPACE,
  ECONNREFUSED: UNAVAILABLE,
  ECONNRESET: UNAVAILABLE,
  ETIMEDOUT: UNAVAILABLE,
  EPIPE: UNAVAILABLE,
};

/** node-postgres's own errors, which carry no code: a connection that could not be made in time or was lost. */
const DRIVER_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/;

/** The error and the errors it wraps (drizzle wraps the driver's, which may wrap a socket's). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The reply for a failure of the database (by SQLSTATE) or the disk, or null for anything else (a bug, answered
 * 500). Constraint violations become 409 or 400, an unreachable or restarting database 503, a full disk 507.
 */
export function failureReply(error: unknown): FailureReply | null {
  for (const cause of causes(error)) {
    if (typeof cause.message === 'string' && DRIVER_MESSAGES.test(cause.message)) return UNAVAILABLE;
    const code = cause.code;
    if (typeof code !== 'string') continue;
    if (/^[0-9A-Z]{5}$/.test(code)) {
      const reply = BY_STATE[code] ?? BY_CLASS[code.slice(0, 2)];
      if (reply) return reply;
    }
    const system = BY_SYSTEM_CODE[code];
    if (system) return system;
  }
  return null;
}
