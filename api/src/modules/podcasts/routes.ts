import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody, uploadedFile } from '../../http/forms';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { viewerIfSignedIn } from '../../http/viewer';
import { signedInUser } from '../../plugins/auth';
import { moderate, moderationContext } from '../admin/content';
import { featuredPodcasts, getPodcast, listPodcasts, myPodcasts, pendingPodcasts } from './listing';
import profileRoutes from './profileRoutes';
import {
  ApprovalResponse,
  Category,
  NewPodcastBody,
  Podcast,
  PodcastChangesBody,
  PodcastIdParams,
  PodcastListQuery,
  PodcastPage,
} from './schemas';
import { createPodcast, deletePodcast, listCategories, updatePodcast } from './service';
import socialRoutes from './socialRoutes';
import feedRoutes from '../feeds/routes';
import { activeSince } from '../feeds/signals';
import type { PodcastsContext } from './views';

const tags = ['podcasts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail, 413: ErrorDetail };

/**
 * Podcasts, their categories, podcaster profiles, likes and comments (under /api/podcasts). Authentication runs
 * onRequest, so an anonymous upload is refused before its body is read.
 */
const podcastsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: PodcastsContext = { db: app.db, files: app.files, now: app.now };
  const moderation = moderationContext(app);

  app.get('/categories/', {
    config: { publicCache: true },
    schema: { tags, response: { 200: Type.Array(Category) } },
  }, async () => listCategories(ctx));

  app.get('/', {
    config: { publicCache: true },
    onRequest: app.authenticate,
    schema: {
      tags,
      description: 'Approved podcasts, plus your own pending ones (all of them for admins); page_size is at most 100.',
      querystring: PodcastListQuery,
      response: { 200: PodcastPage, 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { search, category, sort, active } = request.query;
    // Active as of the app's clock: an episode within the last 90 days (INACTIVE_AFTER_DAYS).
    const filters = { search, category, sort, activeSince: active ? activeSince(app.now()) : undefined };
    const { count, results, search: summary } = await listPodcasts(ctx, request.user, filters, page);
    return { ...pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl)), search: summary };
  });

  app.get('/featured/', {
    config: { publicCache: true },
    onRequest: viewerIfSignedIn(app),
    schema: { tags, description: 'Up to 8 approved podcasts an admin featured, latest featured first.', response: { 200: Type.Array(Podcast) } },
  }, async (request) => featuredPodcasts(ctx, request.user));

  app.get('/my-podcasts/', {
    onRequest: app.requireUser,
    schema: { tags, security, response: { 200: Type.Array(Podcast), 401: ErrorDetail } },
  }, async (request) => myPodcasts(ctx, signedInUser(request)));

  app.get('/pending/', {
    onRequest: app.requireAdmin,
    schema: { tags, security, description: 'Admins: podcasts waiting for approval (pending; not rejected or unpublished), oldest first.', response: { 200: Type.Array(Podcast), 401: ErrorDetail, 403: ErrorDetail } },
  }, async (request) => pendingPodcasts(ctx, signedInUser(request)));

  app.post('/create/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    config: { keepsPublicCache: true },
    schema: { tags, security, consumes: ['multipart/form-data', 'application/json'], body: NewPodcastBody, response: { 201: Podcast, ...errors } },
  }, async (request, reply) => {
    const { image, ...fields } = request.body;
    const feeds = { db: app.db, allowedHosts: app.config.feedAllowedHosts, now: app.now() };
    return reply.code(201).send(await createPodcast(ctx, signedInUser(request), fields, uploadedFile(image), feeds));
  });

  app.get('/:id/', {
    config: { publicCache: true },
    onRequest: app.authenticate,
    schema: { tags, params: PodcastIdParams, response: { 200: Podcast, 400: BadRequestBody, 401: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => getPodcast(ctx, request.params.id, request.user));

  app.put('/:id/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Owner only. Omitted fields stay; an empty link, audio_url or website clears it.',
      consumes: ['multipart/form-data', 'application/json'],
      params: PodcastIdParams,
      body: PodcastChangesBody,
      response: { 200: Podcast, ...errors },
    },
  }, async (request) => {
    const { image, ...fields } = request.body;
    return updatePodcast(ctx, request.params.id, signedInUser(request), fields, uploadedFile(image));
  });

  app.delete('/:id/', {
    onRequest: app.requireUser,
    schema: { tags, security, params: PodcastIdParams, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    await deletePodcast(ctx, request.params.id, signedInUser(request));
    return reply.code(204).send(null);
  });

  app.post('/:id/approve/', {
    onRequest: app.requireAdmin,
    schema: { tags, security, params: PodcastIdParams, response: { 200: ApprovalResponse, ...errors } },
  }, async (request) => {
    const admin = signedInUser(request);
    await moderate(moderation, 'podcast', request.params.id, admin, 'approve');
    return { detail: 'Podcast approved successfully', podcast: await getPodcast(ctx, request.params.id, admin) };
  });

  await app.register(profileRoutes, { ctx });
  await app.register(socialRoutes, { ctx });
  await app.register(feedRoutes, { ctx });
};

export default podcastsRoutes;
