import { sql } from 'drizzle-orm';
import { openPglite, type Database } from './client';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(() => database.close());

  it('plans every statement for its values, and costs random reads as cached ones', async () => {
    // Its thread keeps statements prepared: a generic plan would serve a search of a common word as one of a rare one.
    const result = await database.db.execute(
      sql`SELECT current_setting('plan_cache_mode') AS plans, current_setting('random_page_cost') AS random_reads`,
    );
    // Both drivers answer a raw query with its rows; the query builder's type leaves that open.
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { plans: 'force_custom_plan', random_reads: '1.1' },
    ]);
  });
});
