import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by key (`podcasts/<uuid>.webp`). Local disk today; object storage later implements
 * the same three calls.
 */
export interface FileStore {
  save(key: string, data: Buffer): Promise<void>;
  /** Removes the files; keys that name nothing are ignored. */
  remove(keys: string[]): Promise<void>;
  /** The absolute URL browsers load the file from, or null without a key. */
  urlOf(key: string | null): string | null;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Files under `directory`, served by the API at `baseUrl` (see plugins/uploads.ts). */
export function localFileStore(directory: string, baseUrl: string): FileStore {
  const fileOf = (key: string): string => {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(directory, key);
  };
  return {
    async save(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    urlOf(key) {
      return key === null ? null : `${baseUrl}/${key}`;
    },
  };
}
