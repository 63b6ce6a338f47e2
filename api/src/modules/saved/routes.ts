import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail, Page, PageQuery } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { listSaved, SavedItem } from './saved';

/** The signed-in user's saved podcasts and experts (under /api/saved); saving is on each item's own route. */
const savedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, files: app.files };
  app.get('/', {
    onRequest: app.requireUser,
    schema: {
      tags: ['saved'],
      security: [{ bearerAuth: [] }],
      description: 'What you saved, latest first; items no longer published drop out.',
      querystring: Type.Object(PageQuery),
      response: { 200: Page(SavedItem), 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { count, results } = await listSaved(ctx, signedInUser(request), page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });
};

export default savedRoutes;
