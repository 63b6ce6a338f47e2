import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '../../http/schemas';
import auditRoutes from './auditRoutes';
import commentRoutes from './commentRoutes';
import contentRoutes from './contentRoutes';
import failedMailRoutes from './failedMailRoutes';
import moderationRoutes from './moderationRoutes';
import reportRoutes from './reportRoutes';
import { AdminStats, adminStats } from './stats';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The admin dashboard's API (under /api/admin_dashboard): admins only, 401 anonymous and 403 for everyone else. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/stats/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Totals of users, podcasts and expert profiles, and how many of each wait for approval.',
      response: { 200: AdminStats, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async () => adminStats(app.db));

  await app.register(contentRoutes);
  await app.register(commentRoutes);
  await app.register(moderationRoutes);
  await app.register(reportRoutes);
  await app.register(auditRoutes);
  await app.register(failedMailRoutes);
};

export default adminRoutes;
