import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listen } from '../../db/client';
import { loadLiveMessages, type LiveMessage } from '../messages/liveMessages';
import { liveChannelName, parseLiveNotice, type LiveNotice } from './notices';

/** What a user's open streams are told. */
export type LiveEvent =
  | { type: 'message'; message: LiveMessage }
  | { type: 'read'; userId: number }
  | { type: 'booking'; bookingId: number };

function concernedUsers(notice: LiveNotice): number[] {
  if (notice.type === 'read') return [notice.reader_id];
  if (notice.type === 'booking') return [notice.podcaster_id, notice.expert_id];
  return [notice.sender_id, notice.receiver_id];
}

/** An open stream of one user on this instance. */
export interface LiveSubscriber {
  deliver(event: LiveEvent): void;
  /** Ends the stream; its client reconnects and asks for what it missed. */
  end(): void;
}

/**
 * The live events of one app instance: one LISTEN on the database's channel for the whole instance, fanned out in
 * memory to the streams open here, by user id. Notices are handled in the order they were committed; the messages
 * among those that arrive together are loaded in one query, and only those someone here is waiting for.
 */
export class LiveEventHub {
  private readonly subscribers = new Map<number, Set<LiveSubscriber>>();
  private queue: LiveNotice[] = [];
  private draining: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening. Without it streams open and replay, but nothing arrives live. */
  async start(listen: Listen): Promise<void> {
    const channel = await liveChannelName(this.db);
    // Notices sent while the listening connection was down are lost: end every stream, so that each client
    // reconnects with its Last-Event-ID and gets the missed messages from the database.
    this.unlisten = await listen(channel, (payload) => this.receive(payload), () => this.endAll());
  }

  /** Sends the user's events to `subscriber` until the returned function is called. */
  subscribe(userId: number, subscriber: LiveSubscriber): () => void {
    let own = this.subscribers.get(userId);
    if (!own) {
      own = new Set();
      this.subscribers.set(userId, own);
    }
    own.add(subscriber);
    return () => {
      own.delete(subscriber);
      if (own.size === 0 && this.subscribers.get(userId) === own) this.subscribers.delete(userId);
    };
  }

  /** The streams open on this instance (the metrics read it at each scrape). */
  get openStreams(): number {
    let open = 0;
    for (const own of this.subscribers.values()) open += own.size;
    return open;
  }

  endAll(): void {
    for (const userId of [...this.subscribers.keys()]) this.endStreamsOf(userId);
  }

  /** Stops listening and waits for the notices being handled, so no query runs after the database closes. */
  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.queue = [];
    await unlisten?.();
    await this.draining;
  }

  private receive(payload: string): void {
    if (!this.unlisten) return;
    const notice = parseLiveNotice(payload);
    if (!notice) {
      this.log.warn({ payload: payload.slice(0, 200) }, 'unknown live notice ignored');
      return;
    }
    this.queue.push(notice);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const notices = this.queue.splice(0);
      const wanted = notices.flatMap((notice) => (notice.type === 'message' && this.isAwaited(notice) ? [notice.id] : []));
      try {
        const messages = await loadLiveMessages({ db: this.db }, wanted);
        for (const notice of notices) this.fanOut(notice, messages);
      } catch (error) {
        // Those concerned reconnect and get what they missed from the database.
        this.log.error({ err: error }, 'live notices could not be delivered');
        for (const notice of notices) for (const userId of concernedUsers(notice)) this.endStreamsOf(userId);
      }
    }
  }

  private isAwaited(notice: Extract<LiveNotice, { type: 'message' }>): boolean {
    return this.subscribers.has(notice.sender_id) || (!notice.withheld && this.subscribers.has(notice.receiver_id));
  }

  private fanOut(notice: LiveNotice, messages: Map<number, LiveMessage>): void {
    if (notice.type === 'read') {
      this.deliver(notice.reader_id, { type: 'read', userId: notice.user_id });
      return;
    }
    if (notice.type === 'booking') {
      for (const userId of concernedUsers(notice)) this.deliver(userId, { type: 'booking', bookingId: notice.id });
      return;
    }
    const message = messages.get(notice.id);
    if (!message) return;
    this.deliver(notice.sender_id, { type: 'message', message });
    // A withheld message never reaches the receiver who blocks its sender.
    if (!notice.withheld) this.deliver(notice.receiver_id, { type: 'message', message });
  }

  private endStreamsOf(userId: number): void {
    for (const subscriber of [...(this.subscribers.get(userId) ?? [])]) subscriber.end();
  }

  private deliver(userId: number, event: LiveEvent): void {
    for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.deliver(event);
  }
}
