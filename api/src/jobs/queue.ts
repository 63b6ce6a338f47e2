import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { currentRequestContext } from '../requestContext';

/**
 * Schedules a job. Pass the transaction of the change the job follows from, so the job exists exactly when the
 * change does. The job keeps the id of the request it is scheduled in (or of the job that schedules it), so its
 * log lines and emails carry the same `reqId` as the request's.
 */
export async function enqueueJob(
  db: Pick<Db, 'insert'>,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date | SQL },
): Promise<void> {
  await db.insert(jobs).values({ ...job, requestId: currentRequestContext()?.requestId ?? null });
}
