import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { testDatabaseUrl } from '../config';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';

describe('a database connection (embedded, or a server when the tests run on one)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.destroy());

  it('costs random reads as cached ones and never compiles a query', async () => {
    const result = await database.database.db.execute(
      sql`SELECT current_setting('random_page_cost') AS random_reads, current_setting('jit') AS jit`,
    );
    // Both drivers answer a raw query with its rows; the query builder's type leaves that open.
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ random_reads: '1.1', jit: 'off' }]);
  });

  it('plans every statement for its values when it is the embedded one', async () => {
    // PGlite's thread keeps statements prepared: a generic plan would serve a search of a common word as one of a
    // rare one. A server's pool sends unnamed statements, planned for their values anyway.
    const result = await database.database.db.execute(sql`SELECT current_setting('plan_cache_mode') AS plans`);
    const { plans } = (result as unknown as { rows: { plans: string }[] }).rows[0]!;
    expect(plans).toBe(testDatabaseUrl() ? 'auto' : 'force_custom_plan');
  });
});

const onServer = testDatabaseUrl() ? describe : describe.skip;

onServer('migrations on a server', () => {
  it('are applied once when several instances start together', async () => {
    const url = testDatabaseUrl()!;
    const schema = `test_together_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    try {
      // Three instances on one empty schema: without the migration lock two of them fail on a duplicate type.
      const instances = await Promise.all([1, 2, 3].map(() => openTestDatabase(url, schema)));
      await Promise.all(instances.map((instance) => instance.destroy()));
      const applied = await admin.query(`SELECT count(*)::int AS count FROM "${schema}".__drizzle_migrations`);
      expect(applied.rows[0].count).toBeGreaterThan(20);
    } finally {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    }
  });
});
