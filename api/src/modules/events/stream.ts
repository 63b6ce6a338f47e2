import type { Writable } from 'node:stream';
import type { LiveMessage } from '../messages/liveMessages';
import type { LiveEvent, LiveSubscriber } from './hub';

/** How long a client waits before reconnecting after the stream ends (the `retry` field). */
export const RECONNECT_AFTER_MS = 3000;
/** A comment line this often keeps proxies and the CDN from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** Unsent bytes a client may fall behind by before its stream is dropped (it reconnects and catches up). */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** One event in the text/event-stream format; JSON data never contains a line break. */
export function eventFrame(event: LiveEvent): string {
  if (event.type === 'read') return `event: read\ndata: ${JSON.stringify({ user_id: event.userId })}\n\n`;
  if (event.type === 'booking') return `event: booking\ndata: ${JSON.stringify({ id: event.bookingId })}\n\n`;
  return `id: ${event.message.id}\nevent: message\ndata: ${JSON.stringify(event.message)}\n\n`;
}

/**
 * A user's open event stream, written to the raw response. Events that arrive while the missed messages are being loaded wait
 * in order, and once those are written only the ones not among them follow, so no message is lost between the
 * replay and the live events, and none is sent twice.
 */
export class EventStream implements LiveSubscriber {
  private waiting: LiveEvent[] | null = [];
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly response: Writable) {
    this.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), HEARTBEAT_MS);
    response.once('close', () => clearInterval(this.heartbeat));
  }

  deliver(event: LiveEvent): void {
    if (this.waiting) this.waiting.push(event);
    else this.write(eventFrame(event));
  }

  /** Writes the missed messages (oldest first), then what arrived meanwhile, and from then on every event at once. */
  goLive(missed: LiveMessage[]): void {
    const replayed = new Set<number>();
    for (const message of missed) {
      replayed.add(message.id);
      this.write(eventFrame({ type: 'message', message }));
    }
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const event of waiting) {
      if (event.type === 'message' && replayed.has(event.message.id)) continue;
      this.write(eventFrame(event));
    }
  }

  end(): void {
    clearInterval(this.heartbeat);
    if (!this.response.writableEnded) this.response.end();
  }

  private write(text: string): void {
    if (this.response.writableEnded || this.response.destroyed) return;
    if (this.response.writableLength > MAX_UNSENT_BYTES) {
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }
}
