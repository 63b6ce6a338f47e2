import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

const REDACTED = '[redacted]';
/** Paths whose last segment is a secret: /users/verify-email/<token>/ and the web's /reset-password/<token>. */
const TOKEN_IN_PATH = /(\/(?:verify-email|reset-password)\/)[^/?#]+/g;

/** Request URLs as they may be logged: one-time tokens in the path replaced. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`);
}

/**
 * pino options for Fastify. Secrets never reach the log: authorization and cookie headers, and any password,
 * token or refresh field of a logged object, are redacted; request bodies are not logged at all.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refresh',
        '*.access',
        '*.token',
        'body',
        '*.body',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
