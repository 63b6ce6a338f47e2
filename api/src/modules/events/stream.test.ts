import { PassThrough } from 'node:stream';
import type { LiveMessage } from '../messages/liveMessages';
import { EventStream } from './stream';

const message = (id: number): LiveMessage => ({
  id,
  sender: { id: 1 },
  receiver: { id: 2 },
  content: `Meddelande ${id}`,
  timestamp: '2026-03-10T09:00:00.000Z',
});

function streamOnPipe() {
  const pipe = new PassThrough();
  let text = '';
  pipe.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream: new EventStream(pipe), pipe, written: () => text };
}

describe('EventStream', () => {
  it('starts with the retry field and writes message and read events in the text/event-stream format', () => {
    const { stream, pipe, written } = streamOnPipe();
    stream.goLive([]);
    stream.deliver({ type: 'message', message: message(7) });
    stream.deliver({ type: 'read', userId: 2 });
    stream.end();
    expect(pipe.writableEnded).toBe(true);
    expect(written()).toBe(
      'retry: 3000\n\n' +
        `id: 7\nevent: message\ndata: ${JSON.stringify(message(7))}\n\n` +
        'event: read\ndata: {"user_id":2}\n\n',
    );
  });

  it('holds live events until the missed messages are written, then sends each message id once', () => {
    const { stream, written } = streamOnPipe();
    // Stored while the missed messages were being read: 5 is among them, 6 came after.
    stream.deliver({ type: 'message', message: message(5) });
    stream.deliver({ type: 'read', userId: 2 });
    stream.deliver({ type: 'message', message: message(6) });
    expect(written()).toBe('retry: 3000\n\n');
    stream.goLive([message(4), message(5)]);
    stream.deliver({ type: 'message', message: message(7) });
    stream.end();
    const ids = [...written().matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(ids).toEqual([4, 5, 6, 7]);
    expect(written()).toContain('event: read\ndata: {"user_id":2}\n\n');
  });

  it('writes nothing once the stream has ended', () => {
    const { stream, written } = streamOnPipe();
    stream.goLive([]);
    stream.end();
    stream.deliver({ type: 'message', message: message(8) });
    expect(written()).toBe('retry: 3000\n\n');
  });
});
