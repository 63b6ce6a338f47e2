import { sql } from 'drizzle-orm';
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
