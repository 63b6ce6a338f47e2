import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertStorageKey, contentTypeOf, UPLOAD_CACHE_CONTROL, type FileStore } from './fileStore';

/** A stored object on its way to a browser (GET /media/…). */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
  cacheControl: string;
}

/** Uploads in a bucket of S3-compatible object storage. */
export interface S3FileStore extends FileStore {
  readonly bucket: string;
  /**
   * The object to stream to a browser; 'missing' when the key names nothing, 'not-modified' when the browser's
   * copy (`ifNoneMatch`, an ETag it was given) is still the object.
   */
  open(key: string, ifNoneMatch?: string): Promise<StoredObject | 'missing' | 'not-modified'>;
  /** The stored object's size in bytes, or null when the key names nothing. */
  sizeOf(key: string): Promise<number | null>;
  /** Resolves while the bucket answers and lets these credentials in (HeadBucket); throws otherwise. */
  checkBucket(): Promise<void>;
  /** Closes the client's connections. */
  close(): void;
}

/** The client for S3_* settings; without credentials the SDK takes them from its usual sources. */
export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it (and the upload waiting on it) open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** Objects in `bucket`, each with its Content-Type and a year's immutable Cache-Control; browsers load them from `baseUrl`. */
export function s3FileStore(client: S3Client, bucket: string, baseUrl: string): S3FileStore {
  return {
    bucket,
    async save(key, data) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOf(key),
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    async remove(keys) {
      keys.forEach(assertStorageKey);
      // One DeleteObject per key (an image has one or two): every S3-compatible service has it, and deleting a
      // missing key succeeds, so a retried removal finishes the ones that failed.
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
    },
    urlOf(key) {
      return key === null ? null : `${baseUrl}/${key}`;
    },
    async open(key, ifNoneMatch) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        return {
          // In Node the body is the response's stream (the SDK's Readable, with helpers mixed in).
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
          cacheControl: object.CacheControl ?? UPLOAD_CACHE_CONTROL,
        };
      } catch (error) {
        if (statusOf(error) === 404) return 'missing';
        if (statusOf(error) === 304) return 'not-modified';
        throw error;
      }
    },
    async sizeOf(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async checkBucket() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
