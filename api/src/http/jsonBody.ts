import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** The deepest a JSON body may nest objects and arrays: every body the API takes needs 3 or 4. */
export const MAX_JSON_DEPTH = 32;
/**
 * A body over the limit whose length says at most this much is read to its end and discarded before the 413, so
 * the client, still sending, gets the answer instead of a closed connection; a larger one is answered at once.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Whether the JSON text nests objects and arrays deeper than `max`: one pass over the text that skips strings, so a
 * bracket inside a string does not count. Run before parsing, so neither the parser nor anything that walks the
 * parsed value ever recurses that deep.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('multipart/');

/**
 * JSON bodies: refused when nested deeper than MAX_JSON_DEPTH (400 `too_deep`), then parsed as Fastify does, with
 * `__proto__` and `constructor.prototype` keys refused. A body over the route's limit by its Content-Length is read
 * to its end (up to DRAIN_LIMIT_BYTES) and answered 413 with a readable detail the client can read.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': the body is text.
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new HttpError(400, `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`, { code: 'too_deep' }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    if (!(length > limit) || isMultipart(request)) return;
    if (length <= DRAIN_LIMIT_BYTES) {
      for await (const chunk of request.raw) void chunk;
    }
    reply.header('connection', 'close');
    return reply.code(413).send({
      code: 'too_large',
      detail: `The request body is too large: at most ${Math.floor(limit / 1024)} KB.`,
    });
  });
}
