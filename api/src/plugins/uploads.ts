import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { localFileStore, type FileStore } from '../uploads/fileStore';

/** The largest uploaded file; larger ones are cut off while streaming and answered 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/**
 * Multipart bodies (their fields become the body, a file a Buffer, so routes validate them with the same schema
 * as JSON) and the stored files, served read-only at /media/ with long cache lifetimes: every key is new.
 */
export default fp<{ directory: string; publicApiUrl: string }>(
  async (app, { directory, publicApiUrl }) => {
    await mkdir(directory, { recursive: true });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 100_000 },
    });
    await app.register(fastifyStatic, {
      root: directory,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
    });
    app.decorate('files', localFileStore(directory, `${publicApiUrl}/media`));
  },
  { name: 'uploads' },
);
