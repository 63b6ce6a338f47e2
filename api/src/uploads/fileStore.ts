import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by key (`podcasts/<uuid>.webp`): the local folder DATA_DIR/uploads, or a bucket in
 * S3-compatible object storage (see s3FileStore.ts). Every key is new, so a stored file never changes.
 */
export interface FileStore {
  /** Stores the file under `key`, typed by the key's extension (see contentTypeOf). */
  save(key: string, data: Buffer): Promise<void>;
  /** Removes the files; keys that name nothing are ignored, so a removal can be repeated. */
  remove(keys: string[]): Promise<void>;
  /** The absolute URL browsers load the file from, or null without a key. */
  urlOf(key: string | null): string | null;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Whether `key` is a key the stores accept: lower-case folders and a name with an extension, nothing else. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
}

/** Stored files never change (every key is new), so browsers and CDNs may keep them a year without asking again. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The Content-Type a stored file is served with, by its key's extension (uploads are images re-encoded as WebP). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Files under `directory`, served by the API at /media/ (see plugins/uploads.ts); browsers load them from `baseUrl`. */
export function localFileStore(directory: string, baseUrl: string): FileStore {
  const fileOf = (key: string): string => {
    assertStorageKey(key);
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
