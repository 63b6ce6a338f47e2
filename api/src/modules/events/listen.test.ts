import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../../config';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

const channel = () => `listen_test_${randomBytes(4).toString('hex')}`;
const notify = (name: string, payload: string) =>
  database.database.db.execute(sql`SELECT pg_notify(${name}, ${payload})`);

/** Resolves with each payload in turn. */
function collector() {
  const payloads: string[] = [];
  let wake: (() => void) | null = null;
  return {
    onPayload: (payload: string) => {
      payloads.push(payload);
      wake?.();
    },
    async next(): Promise<string> {
      const deadline = Date.now() + 5000;
      while (payloads.length === 0) {
        if (Date.now() > deadline) throw new Error('no notification arrived');
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      return payloads.shift()!;
    },
    payloads,
  };
}

describe('Database.listen', () => {
  it('delivers notifications on commit, not on rollback, until unlistened', async () => {
    const name = channel();
    const heard = collector();
    const unlisten = await database.database.listen(name, heard.onPayload);
    await database.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${name}, 'rolled back')`);
        tx.rollback();
      })
      .catch(() => undefined);
    await database.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify(${name}, 'committed')`);
    });
    expect(await heard.next()).toBe('committed');
    await unlisten();
    await notify(name, 'after');
    await notify(channel(), 'elsewhere');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.payloads).toEqual([]);
  });

  (testDatabaseUrl() ? it : it.skip)('reconnects when its connection drops, listens again and says so', async () => {
    const name = channel();
    const heard = collector();
    let resumed = 0;
    await database.database.listen(name, heard.onPayload, () => {
      resumed += 1;
    });
    const listening = `LISTEN "${name}"`;
    const terminated = await database.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = ${listening}`,
    );
    expect((terminated as { rows: unknown[] }).rows).toHaveLength(1);
    const deadline = Date.now() + 5000;
    while (resumed === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resumed).toBe(1);
    await notify(name, 'after the reconnect');
    expect(await heard.next()).toBe('after the reconnect');
  });
});
