/**
 * A small reader of server-sent events over `fetch`, as the site reads GET /api/events/: for the tests and the
 * delivery benchmark, which need the raw frames (retry, comments) and arrival times rather than a browser's
 * EventSource.
 */

export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
}

export interface EventStreamReader {
  response: Response;
  /** Every frame as received, comments and `retry` included. */
  frames: string[];
  events: ReceivedEvent[];
  /** The first event (received or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(matches: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves once the stream is over: ended by the server, broken, or closed here. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string): ReceivedEvent | null {
  const event: ReceivedEvent = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  event.data = data.join('\n');
  return event;
}

/** Opens the stream at `url`; `onEvent` hears each event as it arrives. A refused stream has no body to read. */
export async function readEventStream(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (event: ReceivedEvent) => void,
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const frames: string[] = [];
  const events: ReceivedEvent[] = [];
  const waiters = new Set<{ matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }>();

  const read = async (): Promise<void> => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          frames.push(frame);
          const event = parseFrame(frame);
          if (!event) continue;
          events.push(event);
          onEvent?.(event);
          for (const waiter of [...waiters]) {
            if (!waiter.matches(event)) continue;
            waiters.delete(waiter);
            waiter.resolve(event);
          }
        }
      }
    } catch {
      // Closed here or broken: either way the stream is over, and waiters time out with what was received.
    }
  };

  return {
    response,
    frames,
    events,
    ended: read(),
    waitFor(matches, timeoutMs = 5000) {
      const seen = events.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          matches,
          resolve: (event: ReceivedEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => abort.abort(),
  };
}
