import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail, IdParams, Page, PageQuery } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { moderationContext } from './content';
import { decideReport, listReports, listSuspendedUsers, unsuspendUser, type ReportDecision } from './reports';
import { AdminReport, DecisionBody, DismissBody, ReportDecisionResult, ReportQuery, SuspendedUser } from './reportSchemas';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail };

const DONE: Record<ReportDecision, string> = { dismiss: 'Report dismissed', warn: 'Warning sent', suspend: 'User suspended' };

/** The reported messages queue and suspensions (under /api/admin_dashboard). Admins only. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = moderationContext(app);

  app.get('/reports/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Reported messages with the conversation around them: open ones oldest first, closed ones latest first.',
      querystring: ReportQuery,
      response: { 200: Page(AdminReport), 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { count, results } = await listReports(app.db, request.query.status ?? 'open', page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.post('/reports/:id/dismiss/', {
    onRequest: app.requireAdmin,
    preValidation: normalizeFormBody,
    schema: { tags, security, description: 'Closes the report; nothing happens to the sender.', params: IdParams, body: DismissBody, response: { 200: ReportDecisionResult, ...errors } },
  }, async (request) => ({
    detail: DONE.dismiss,
    report: await decideReport(moderation, request.params.id, signedInUser(request), 'dismiss', request.body.reason || null),
  }));

  for (const decision of ['warn', 'suspend'] as const) {
    const description =
      decision === 'warn'
        ? 'Closes the report and emails the sender a warning with the reason.'
        : 'Closes the report and suspends the sender: signed out everywhere, cannot sign in, told the reason (also by email).';
    app.post(`/reports/:id/${decision}/`, {
      onRequest: app.requireAdmin,
      preValidation: normalizeFormBody,
      schema: { tags, security, description, params: IdParams, body: DecisionBody, response: { 200: ReportDecisionResult, ...errors } },
    }, async (request) => ({
      detail: DONE[decision],
      report: await decideReport(moderation, request.params.id, signedInUser(request), decision, request.body.reason),
    }));
  }

  app.get('/users/suspended/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Suspended accounts, latest first.',
      querystring: Type.Object(PageQuery),
      response: { 200: Page(SuspendedUser), 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { count, results } = await listSuspendedUsers(app.db, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.post('/users/:id/unsuspend/', {
    onRequest: app.requireAdmin,
    schema: { tags, security, description: 'Lifts a suspension: the user can sign in again.', params: IdParams, response: { 200: SuspendedUser, ...errors } },
  }, async (request) => unsuspendUser(app.db, request.params.id, signedInUser(request)));
};

export default reportRoutes;
