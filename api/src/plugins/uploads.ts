import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredStore, type UploadsSettings } from '../uploads/configuredStore';
import { isStorageKey, UPLOAD_CACHE_CONTROL, type FileStore } from '../uploads/fileStore';
import type { S3FileStore } from '../uploads/s3FileStore';

/** The largest uploaded file; larger ones are cut off while streaming and answered 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** S3_BUCKET was set but the bucket did not answer at start (wrong name, endpoint or credentials, or unreachable). */
export class UploadsBucketError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadsBucketError';
  }
}

/**
 * GET /media/<key> from the bucket, for browsers when no UPLOADS_PUBLIC_URL is set (and for a private bucket):
 * streamed through, with the object's type and the same year-long immutable caching as the local folder's files.
 */
function serveFromBucket(app: FastifyInstance, files: S3FileStore): void {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const object = isStorageKey(key) ? await files.open(key, request.headers['if-none-match']) : 'missing';
    if (object === 'missing') {
      reply.callNotFound();
      return reply;
    }
    if (object === 'not-modified') return reply.code(304).header('cache-control', UPLOAD_CACHE_CONTROL).send();
    reply.header('content-type', object.contentType).header('cache-control', object.cacheControl);
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    return reply.send(object.body);
  });
}

/**
 * Multipart bodies (their fields become the body, a file a Buffer, so routes validate them with the same schema
 * as JSON) and the stored files: in the local folder, served read-only at /media/ with long cache lifetimes (every
 * key is new), or with S3_BUCKET in the bucket, checked at start and by readiness, and served at /media/ too.
 */
export default fp<UploadsSettings>(
  async (app, settings) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 100_000 },
    });
    const store = configuredStore(settings);
    if (store.kind === 'local') {
      await mkdir(store.directory, { recursive: true });
      await app.register(fastifyStatic, {
        root: store.directory,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        maxAge: '365d',
        immutable: true,
      });
    } else {
      const bucket = store.files;
      app.addHook('onClose', async () => bucket.close());
      try {
        await bucket.checkBucket();
      } catch (error) {
        const where = settings.s3?.endpoint ?? `AWS S3 (${settings.s3?.region})`;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new UploadsBucketError(`Could not reach the uploads bucket S3_BUCKET="${bucket.bucket}" at ${where}: ${reason}`);
      }
      app.dependencyChecks.set('uploads bucket', () => bucket.checkBucket());
      serveFromBucket(app, bucket);
    }
    app.decorate('files', store.files);
  },
  { name: 'uploads' },
);
