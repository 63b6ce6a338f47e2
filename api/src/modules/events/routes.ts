import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Listen } from '../../db/client';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { missedMessages } from '../messages/liveMessages';
import { LiveEventHub } from './hub';
import { EventStreamHeaders, EventStreamResponse } from './schemas';
import { EventStream } from './stream';

export interface EventsRoutesOptions {
  /** The database's LISTEN; without it (the contracts document) streams open, but nothing arrives live. */
  listen?: Listen;
}

/** Written by hand: a hijacked reply bypasses Fastify's serialization and headers. */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  // nginx (and proxies that follow it) would otherwise hold events back in a buffer.
  'x-accel-buffering': 'no',
};

/** A Last-Event-ID is the id of the last message the client got; anything else is ignored. */
function lastEventIdOf(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,10}$/.test(header.trim())) return null;
  const id = Number(header.trim());
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The signed-in user's live events (under /api/events): new messages, read conversations and changed bookings, pushed as they
 * happen on any instance. Server-sent events rather than a WebSocket: the push is one-way, server to browser
 * (sending stays a POST with its validation and limits); it is plain HTTP, so it passes proxies and the CDN; a
 * dropped stream resumes by itself with Last-Event-ID; and the browser reads it with `fetch`, so the access token
 * travels in the Authorization header like on every other route, never in the URL (nor in the request log).
 */
const eventsRoutes: FastifyPluginAsyncTypebox<EventsRoutesOptions> = async (app, { listen }) => {
  const hub = new LiveEventHub(app.db, app.log);
  app.metrics?.countEventStreams(() => hub.openStreams);
  if (listen) await hub.start(listen);
  // Open streams would keep the server from closing: end them before it waits for its connections.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.stop());

  app.get('/', {
    // A HEAD would open a stream without a body.
    exposeHeadRoute: false,
    onRequest: app.requireUser,
    schema: {
      tags: ['events'],
      security: [{ bearerAuth: [] }],
      description:
        'Server-sent events (text/event-stream) for the signed-in user. First `retry: 3000`, then:\n\n' +
        '- `id: <message id>` `event: message` `data: {"id", "sender": {"id"}, "receiver": {"id"}, "content", "timestamp"}`: ' +
        'a message you sent (from any tab) or received (never one withheld because you block its sender);\n' +
        '- `event: read` `data: {"user_id": <other user>}` (no id): you read your conversation with that user;\n' +
        '- `event: booking` `data: {"id": <booking id>}` (no id): one of your bookings changed (either side\'s action); fetch it again;\n' +
        '- `: ping` every 25 s.\n\n' +
        'With a `Last-Event-ID` header (a message id) the stream first replays the messages after it, oldest first ' +
        '(the latest 500 at most), then continues live without gaps or repeats.',
      headers: EventStreamHeaders,
      response: { 200: EventStreamResponse, 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    const afterId = lastEventIdOf(request.headers['last-event-id']);
    reply.hijack();
    // Hijacked, the headers set so far (CORS for the site's origin, security headers) are written here.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.writeHead(200, STREAM_HEADERS);
    const stream = new EventStream(reply.raw);
    // Subscribed before the missed messages are read, so a message stored in between is not lost.
    const unsubscribe = hub.subscribe(user.id, stream);
    reply.raw.once('close', () => {
      unsubscribe();
      // Fastify logs a stream ended here as completed, but nothing when the client leaves.
      if (!reply.raw.writableFinished) request.log.info({ responseTime: reply.elapsedTime }, 'event stream closed by the client');
    });
    try {
      stream.goLive(afterId === null ? [] : await missedMessages({ db: app.db }, user.id, afterId));
    } catch (error) {
      request.log.error({ err: error }, 'missed messages could not be loaded');
      stream.end();
    }
  });
};

export default eventsRoutes;
