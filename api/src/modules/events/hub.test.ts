import pino from 'pino';
import type { Listen } from '../../db/client';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { LiveEventHub, type LiveEvent } from './hub';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

/** A LISTEN the test drives by hand. */
function fakeListen() {
  const listened: { channel: string; onPayload: (payload: string) => void; onResumed?: () => void }[] = [];
  const listen: Listen = async (channel, onPayload, onResumed) => {
    listened.push({ channel, onPayload, onResumed });
    return async () => undefined;
  };
  return { listen, listened };
}

function subscriber() {
  const events: LiveEvent[] = [];
  let ended = 0;
  return {
    deliver: (event: LiveEvent) => void events.push(event),
    end: () => void (ended += 1),
    events,
    ended: () => ended,
  };
}

describe('LiveEventHub', () => {
  it('listens on the channel of its schema', async () => {
    const { listen, listened } = fakeListen();
    const hub = new LiveEventHub(database.database.db, pino({ level: 'silent' }));
    await hub.start(listen);
    expect(listened.map(({ channel }) => channel)).toEqual([
      expect.stringMatching(/^podbridge_events_(public|test_\w+)$/),
    ]);
    await hub.stop();
  });

  it('ends every open stream when the listening connection is back, since notices may have been lost', async () => {
    const { listen, listened } = fakeListen();
    const hub = new LiveEventHub(database.database.db, pino({ level: 'silent' }));
    await hub.start(listen);
    const [first, second, gone] = [subscriber(), subscriber(), subscriber()];
    hub.subscribe(1, first);
    hub.subscribe(2, second);
    hub.subscribe(2, gone)();
    listened[0]!.onResumed?.();
    expect([first.ended(), second.ended(), gone.ended()]).toEqual([1, 1, 0]);
    await hub.stop();
  });

  it('passes read notices to the reader only, and ignores payloads it does not know', async () => {
    const { listen, listened } = fakeListen();
    const hub = new LiveEventHub(database.database.db, pino({ level: 'silent' }));
    await hub.start(listen);
    const [reader, other] = [subscriber(), subscriber()];
    hub.subscribe(1, reader);
    hub.subscribe(2, other);
    for (const payload of ['not json', '{"type":"message","id":"1"}', '{"type":"read","reader_id":1,"user_id":2}']) {
      listened[0]!.onPayload(payload);
    }
    await hub.stop();
    expect(reader.events).toEqual([{ type: 'read', userId: 2 }]);
    expect(other.events).toEqual([]);
  });
});
