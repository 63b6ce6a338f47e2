import { PgliteThread } from './pgliteThread';

describe('PGlite in its own thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.start(undefined);
    await thread.exec('CREATE TABLE shows (id int PRIMARY KEY, title text NOT NULL, made timestamptz DEFAULT now())');
  });
  afterAll(() => thread.close());

  it('answers queries with rows in either mode, keeping the types asked for as text', async () => {
    await thread.query('INSERT INTO shows (id, title) VALUES ($1, $2)', [1, 'Morgonpodden']);
    const objects = await thread.query<{ id: number; title: string; made: unknown }>('SELECT * FROM shows');
    expect(objects.rows).toMatchObject([{ id: 1, title: 'Morgonpodden' }]);
    // A Date, parsed in the database thread (made in this thread's realm, not the test sandbox's).
    expect(Object.prototype.toString.call(objects.rows[0]!.made)).toBe('[object Date]');
    const arrays = await thread.query<unknown[]>('SELECT id, made FROM shows', [], {
      rowMode: 'array',
      parsers: { 1184: (value) => value },
    });
    expect(arrays.rows[0]).toEqual([1, expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/)]);
    await thread.query('DELETE FROM shows');
  });

  it('refuses a parser that would change the text, since it cannot run in the other thread', async () => {
    await expect(thread.query('SELECT 1', [], { parsers: { 23: (value) => Number(value) } })).rejects.toThrow(
      'A parser for type 23 cannot run in the database thread.',
    );
  });

  it("gives the driver's error fields back (code, constraint)", async () => {
    await thread.query('INSERT INTO shows (id, title) VALUES (2, $1)', ['Kvällssnack']);
    const failure = await thread.query('INSERT INTO shows (id, title) VALUES (2, $1)', ['Again']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'shows_pkey', message: expect.stringContaining('duplicate key') });
    await thread.query('DELETE FROM shows');
  });

  it('commits a transaction that resolves and rolls back one that throws, while other statements wait', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO shows (id, title) VALUES (3, $1)', ['Kept']);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO shows (id, title) VALUES (4, $1)', ['Dropped']);
      await held;
      throw new Error('changed my mind');
    });
    // Queued behind the open transaction: it sees the state after the rollback, never row 4.
    const outside = thread.query<{ id: number }>('SELECT id FROM shows ORDER BY id');
    release();
    await expect(failing).rejects.toThrow('changed my mind');
    expect((await outside).rows).toEqual([{ id: 3 }]);
    await thread.query('DELETE FROM shows');
  });

  it('keeps statements prepared: the same text again, a table changed under it, and more texts than it keeps', async () => {
    await thread.query('INSERT INTO shows (id, title) VALUES ($1, $2), ($3, $4)', [5, 'Fika', 6, 'Kaffe']);
    const select = 'SELECT * FROM shows WHERE id = $1';
    expect((await thread.query<{ title: string }>(select, [5])).rows).toMatchObject([{ title: 'Fika' }]);
    expect((await thread.query<{ title: string }>(select, [6])).rows).toMatchObject([{ title: 'Kaffe' }]);
    // A new column changes what SELECT * returns: the kept plan is replaced, not an error.
    await thread.exec("ALTER TABLE shows ADD COLUMN host text NOT NULL DEFAULT 'Anna'");
    expect((await thread.query<{ host: string }>(select, [5])).rows).toMatchObject([{ title: 'Fika', host: 'Anna' }]);
    // 300 other statements push the first one out of the kept set; it is prepared again when it comes back.
    for (let n = 0; n < 300; n += 1) await thread.query(`SELECT $1::int + ${n} AS total`, [n]);
    expect((await thread.query<{ title: string }>(select, [6])).rows).toMatchObject([{ title: 'Kaffe' }]);
    // Inside a transaction too, and a failing statement leaves the next one working.
    await expect(thread.query('SELECT * FROM shows WHERE id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await thread.transaction(async (tx) => {
      expect((await tx.query<{ title: string }>(select, [5])).rows).toMatchObject([{ title: 'Fika' }]);
    });
    await thread.exec('ALTER TABLE shows DROP COLUMN host');
    await thread.query('DELETE FROM shows');
  });

  it('delivers notifications until the listener stops listening', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('changes', (payload) => heard.push(payload));
    await thread.query("SELECT pg_notify('changes', 'first')");
    await unlisten();
    await thread.query("SELECT pg_notify('changes', 'second')");
    await thread.query('SELECT 1');
    expect(heard).toEqual(['first']);
  });

  it('refuses every request once closed', async () => {
    const other = await PgliteThread.start(undefined);
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow('The database is closed.');
  });
});
