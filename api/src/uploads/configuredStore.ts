import path from 'node:path';
import type { Config, S3Settings } from '../config';
import { localFileStore, type FileStore } from './fileStore';
import { s3ClientOf, s3FileStore, type S3FileStore } from './s3FileStore';

/** Where uploads are kept and where browsers load them from. */
export interface UploadsSettings {
  /** The local folder (DATA_DIR/uploads), used without a bucket. */
  directory: string;
  publicApiUrl: string;
  /** The bucket (S3_BUCKET and the rest); unset: the local folder. */
  s3?: S3Settings;
  /** UPLOADS_PUBLIC_URL: a bucket's public or CDN address; unset: the API's /media/. */
  publicUrl?: string;
}

export function uploadsSettingsOf(config: Config): UploadsSettings {
  return {
    directory: path.join(config.dataDir, 'uploads'),
    publicApiUrl: config.publicApiUrl,
    s3: config.s3,
    publicUrl: config.uploadsPublicUrl,
  };
}

export type ConfiguredStore = { kind: 'local'; files: FileStore; directory: string } | { kind: 's3'; files: S3FileStore };

/** The bucket when one is configured, else the local folder; either way files are addressed from the same base URL. */
export function configuredStore(settings: UploadsSettings): ConfiguredStore {
  const baseUrl = settings.publicUrl ?? `${settings.publicApiUrl}/media`;
  if (settings.s3) {
    return { kind: 's3', files: s3FileStore(s3ClientOf(settings.s3), settings.s3.bucket, baseUrl) };
  }
  return { kind: 'local', files: localFileStore(settings.directory, baseUrl), directory: settings.directory };
}
