import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail, IdParams, Page, PageQuery } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { FailedMail, FailedMailRetry, listFailedMail, retryFailedMail } from './failedMail';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

const FailedMailQuery = Type.Object({ ...PageQuery }, { $id: 'FailedMailQuery' });

/**
 * Emails the job runner gave up on after its last attempt (under /api/admin_dashboard), and sending one again.
 * Admins only.
 */
const failedMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mail/failed/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Emails given up after every attempt failed, latest first: which, to whom, about what, and why.',
      querystring: FailedMailQuery,
      response: { 200: Page(FailedMail), 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { count, results } = await listFailedMail(app.db, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.post('/mail/failed/:id/retry/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Schedules a given-up email again, at once and with its attempts from zero; recorded in the audit trail.',
      params: IdParams,
      response: { 200: FailedMailRetry, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => {
    const retried = await retryFailedMail(app.db, signedInUser(request), request.params.id, app.now());
    app.wakeJobs();
    return retried;
  });
};

export default failedMailRoutes;
