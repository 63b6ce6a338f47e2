import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail, Page } from '../../http/schemas';
import { AdminAction, AdminRef, AuditQuery, listAdminActions, listAdmins } from './auditTrail';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The audit trail (under /api/admin_dashboard): every admin action, who took it, on what, why and when. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/actions/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Admin actions, newest first; filter by admin, by item type, and by item (type and id).',
      querystring: AuditQuery,
      response: { 200: Page(AdminAction), 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { count, results } = await listAdminActions(app.db, request.query, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.get('/admins/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Admins and anyone who acted as one, by username: the audit filter.',
      response: { 200: Type.Array(AdminRef), 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async () => listAdmins(app.db));
};

export default auditRoutes;
