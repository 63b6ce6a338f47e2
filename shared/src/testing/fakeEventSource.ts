/**
 * Stands in for the `eventsource` package in component tests (jsdom has no streaming fetch): a test opens,
 * pushes events into, or fails the page's live stream (the messaging remote's src/live/stream.ts) by hand. Jest
 * maps `eventsource` here (jest.web.config.js).
 */
type Listener = (event: MessageEvent & { code?: number }) => void;

export interface FakeEventSourceInit {
  fetch?: (url: string, init: { headers: Record<string, string> }) => Promise<unknown>;
}

export class EventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since the last reset, newest last. */
  static instances: EventSource[] = [];

  readyState = EventSource.CONNECTING;
  private listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string,
    readonly init: FakeEventSourceInit = {},
  ) {
    EventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = EventSource.CLOSED;
  }

  /** The headers the stream's request would carry (asks the page's fetch wrapper with a stand-in fetch). */
  async requestHeaders(): Promise<Record<string, string>> {
    let sent: Record<string, string> = {};
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: { headers?: Record<string, string> }) => {
      sent = init?.headers ?? {};
      return {};
    }) as typeof fetch;
    try {
      await this.init.fetch?.(this.url, { headers: { Accept: 'text/event-stream' } });
    } finally {
      globalThis.fetch = realFetch;
    }
    return sent;
  }

  open(): void {
    this.readyState = EventSource.OPEN;
    this.dispatch('open', {});
  }

  emit(type: string, data: unknown, lastEventId = ''): void {
    this.dispatch(type, { data: JSON.stringify(data), lastEventId });
  }

  /** The server refused (code, e.g. 401: the stream is closed) or the connection dropped (no code: reconnecting). */
  fail(code?: number): void {
    this.readyState = code === undefined ? EventSource.CONNECTING : EventSource.CLOSED;
    this.dispatch('error', { code });
  }

  private dispatch(type: string, fields: Record<string, unknown>): void {
    const event = Object.assign(new Event(type), fields) as unknown as MessageEvent & { code?: number };
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

export type ErrorEvent = Event & { code?: number };
