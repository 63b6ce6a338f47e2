import type { Db } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import type { JobContext } from '../jobs/runner';
import { isStorageKey, type FileStore } from './fileStore';
import { keysOfImage } from './images';

/** Removes stored files (an image a row no longer names); retried by the job runner while the store fails. */
export const DELETE_UPLOADS_JOB = 'delete-uploads';

/**
 * Schedules the removal of `keys`. Pass the transaction of the change that stops naming them (a deleted podcast, a
 * replaced picture): the files go exactly when the change is made, and stay when it is rolled back.
 */
export async function scheduleUploadsRemoval(db: Pick<Db, 'insert'>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await enqueueJob(db, { kind: DELETE_UPLOADS_JOB, payload: { keys }, runAt: new Date() });
}

/** The job's handler: removes the payload's keys; a payload that is not a list of storage keys removes nothing. */
export async function deleteUploads(ctx: Pick<JobContext, 'files'>, payload: Record<string, unknown>): Promise<void> {
  const keys = payload.keys;
  if (!Array.isArray(keys) || !keys.every((key): key is string => typeof key === 'string' && isStorageKey(key))) {
    throw new Error(`${DELETE_UPLOADS_JOB} needs a list of storage keys (got ${JSON.stringify(keys)}).`);
  }
  await ctx.files.remove(keys);
}

/**
 * Removes a just-stored image whose row was never written (the write failed), at once; when the store fails as
 * well, a job removes it later. Never throws: the caller goes on to report the failure it had.
 */
export async function discardImage(ctx: { db: Pick<Db, 'insert'>; files: FileStore }, key: string): Promise<void> {
  try {
    await ctx.files.remove(keysOfImage(key));
  } catch {
    await scheduleUploadsRemoval(ctx.db, keysOfImage(key)).catch(() => undefined);
  }
}
