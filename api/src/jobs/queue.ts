import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/**
 * Schedules a job. Pass the transaction of the change the job follows from, so the job exists exactly when the
 * change does.
 */
export async function enqueueJob(
  db: Pick<Db, 'insert'>,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date | SQL },
): Promise<void> {
  await db.insert(jobs).values(job);
}
