import { Type } from '@sinclair/typebox';

export const EventStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'The id of the last message event received: the stream replays the messages after it (any other value is ' +
        'ignored).',
    }),
  ),
});

/** The 200 of GET /api/events/: not JSON but a text/event-stream, described in the route. */
export const EventStreamResponse = {
  description: 'The event stream; it stays open.',
  content: { 'text/event-stream': { schema: Type.String() } },
};
