import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey } from './fileStore';
import type { S3FileStore } from './s3FileStore';

export interface MigrationSummary {
  /** Keys copied into the bucket this time. */
  copied: string[];
  /** Keys already in the bucket with the same size, left as they were. */
  skipped: string[];
  /** Files under the folder that are not uploads (not a storage key), left out. */
  ignored: string[];
  failed: { key: string; reason: string }[];
}

/** How many files are copied at once. */
const PARALLEL_COPIES = 8;

/** Every file under `directory`, as paths relative to it with `/` between folders; none when it does not exist. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies every upload under `directory` (DATA_DIR/uploads) into the bucket under the same key, with its type and
 * caching (see FileStore.save). An object already there with the file's size is skipped, so a run that stopped
 * part-way, or one run again, copies only what is missing. One file's failure does not stop the others.
 */
export async function copyLocalUploads(
  directory: string,
  bucket: Pick<S3FileStore, 'save' | 'sizeOf'>,
  onFile: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void = () => undefined,
): Promise<MigrationSummary> {
  const summary: MigrationSummary = { copied: [], skipped: [], ignored: [], failed: [] };
  const keys: string[] = [];
  for (const file of await filesUnder(directory)) (isStorageKey(file) ? keys : summary.ignored).push(file);

  const copy = async (key: string): Promise<void> => {
    try {
      const file = path.join(directory, key);
      const [{ size }, stored] = await Promise.all([stat(file), bucket.sizeOf(key)]);
      if (stored === size) {
        summary.skipped.push(key);
        onFile(key, 'skipped');
        return;
      }
      await bucket.save(key, await readFile(file));
      summary.copied.push(key);
      onFile(key, 'copied');
    } catch (error) {
      summary.failed.push({ key, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      onFile(key, 'failed');
    }
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < keys.length) await copy(keys[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_COPIES, keys.length) }, worker));
  for (const list of [summary.copied, summary.skipped]) list.sort();
  return summary;
}
