import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, Body, ErrorDetail, IdParams, PageQuery, Reason, REVIEW_STATES, StringEnum } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { getExpert, listExperts } from '../experts/listing';
import { ApprovalResponse as ExpertResult, ExpertPage } from '../experts/schemas';
import { getPodcast, listPodcasts } from '../podcasts/listing';
import { ApprovalResponse as PodcastResult, PodcastPage } from '../podcasts/schemas';
import { moderate, moderationContext } from './content';
import { DONE, type ModerationAction } from './moderationRules';
import { REASON_REQUIRED } from './moderationRoutes';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail };


const QueueQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(StringEnum(REVIEW_STATES, { default: 'pending', description: 'pending by default.' })),
    featured: Type.Optional(Type.Boolean({ description: 'Only featured items (true) or only the others (false).' })),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Words, as in the public search.' })),
  },
  { $id: 'ReviewQueueQuery' },
);
const ReasonBody = Body('ModerationReason', { reason: Reason(REASON_REQUIRED.owner) });
const FeaturedBody = Body('FeaturedChange', { featured: Type.Boolean() });


/**
 * The review queues and moderation of podcasts and expert profiles (under /api/admin_dashboard): reject with a
 * reason, unpublish with a reason, publish again, feature. Approving stays on the directories' own routes. Admins only.
 */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, files: app.files };
  const moderation = moderationContext(app);
  const admins = { onRequest: app.requireAdmin, preValidation: normalizeFormBody };
  const queue = (query: { status?: (typeof REVIEW_STATES)[number]; featured?: boolean }) => {
    const status = query.status ?? 'pending';
    return { status, featured: query.featured, oldestFirst: status === 'pending' };
  };

  app.get('/podcasts/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Podcasts in one review state (pending oldest first, the others newest first), searched by title and description.',
      querystring: QueueQuery,
      response: { 200: PodcastPage, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const filters = { search: request.query.search?.trim(), review: queue(request.query) };
    const { count, results } = await listPodcasts(ctx, signedInUser(request), filters, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.get('/experts/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Expert profiles in one review state (pending oldest first, the others newest first), searched by name, expertise and bio.',
      querystring: QueueQuery,
      response: { 200: ExpertPage, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const filters = { search: request.query.search?.trim(), review: queue(request.query) };
    const { count, results } = await listExperts(ctx, signedInUser(request), filters, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  /** One action on a podcast, answered with what it did and the podcast as it is now. */
  const onPodcast = async (id: number, request: Parameters<typeof signedInUser>[0], action: Exclude<ModerationAction, 'approve'>, reason?: string) => {
    const admin = signedInUser(request);
    await moderate(moderation, 'podcast', id, admin, action, reason ?? null);
    return { detail: DONE.podcast[action] ?? '', podcast: await getPodcast(ctx, id, admin) };
  };
  const onExpert = async (id: number, request: Parameters<typeof signedInUser>[0], action: Exclude<ModerationAction, 'approve'>, reason?: string) => {
    const admin = signedInUser(request);
    await moderate(moderation, 'expert', id, admin, action, reason ?? null);
    return { detail: DONE.expert[action] ?? '', profile: await getExpert(ctx, id, admin) };
  };

  for (const action of ['reject', 'unpublish'] as const) {
    const description =
      action === 'reject'
        ? 'A pending item is rejected; its owner reads the reason (and gets it by email) and sends it back by editing it.'
        : 'A published item leaves the public lists (and the featured ones); its owner reads the reason and gets it by email.';
    app.post(`/podcasts/:id/${action}/`, {
      ...admins,
      schema: { tags, security, description, params: IdParams, body: ReasonBody, response: { 200: PodcastResult, ...errors } },
    }, async (request) => onPodcast(request.params.id, request, action, request.body.reason));
    app.post(`/experts/:id/${action}/`, {
      ...admins,
      schema: { tags, security, description, params: IdParams, body: ReasonBody, response: { 200: ExpertResult, ...errors } },
    }, async (request) => onExpert(request.params.id, request, action, request.body.reason));
  }

  const republish = 'An unpublished item is public again; its reason is cleared.';
  app.post('/podcasts/:id/republish/', {
    onRequest: app.requireAdmin,
    schema: { tags, security, description: republish, params: IdParams, response: { 200: PodcastResult, ...errors } },
  }, async (request) => onPodcast(request.params.id, request, 'republish'));
  app.post('/experts/:id/republish/', {
    onRequest: app.requireAdmin,
    schema: { tags, security, description: republish, params: IdParams, response: { 200: ExpertResult, ...errors } },
  }, async (request) => onExpert(request.params.id, request, 'republish'));

  const featuring = 'Features a published item on the home page and /featured (latest first), or stops featuring it.';
  app.put('/podcasts/:id/featured/', {
    ...admins,
    schema: { tags, security, description: featuring, params: IdParams, body: FeaturedBody, response: { 200: PodcastResult, ...errors } },
  }, async (request) => onPodcast(request.params.id, request, request.body.featured ? 'feature' : 'unfeature'));
  app.put('/experts/:id/featured/', {
    ...admins,
    schema: { tags, security, description: featuring, params: IdParams, body: FeaturedBody, response: { 200: ExpertResult, ...errors } },
  }, async (request) => onExpert(request.params.id, request, request.body.featured ? 'feature' : 'unfeature'));
};

export default contentRoutes;
