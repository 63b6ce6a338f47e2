import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody, uploadedFile } from '../../http/forms';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { viewerIfSignedIn } from '../../http/viewer';
import { signedInUser } from '../../plugins/auth';
import { moderate, moderationContext } from '../admin/content';
import {
  featuredExperts,
  findOwnExpert,
  getExpert,
  listExpertCategories,
  listExperts,
  pendingExperts,
} from './listing';
import {
  ApprovalBody,
  ApprovalResponse,
  ExpertCategory,
  ExpertChangesBody,
  ExpertIdParams,
  ExpertListQuery,
  ExpertPage,
  ExpertProfile,
  NewExpertBody,
} from './schemas';
import { createExpert, deleteExpert, updateExpert, updateMyExpert } from './service';
import socialRoutes from './socialRoutes';
import { expertView, type ExpertsContext } from './views';

const tags = ['experts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail, 413: ErrorDetail };
const consumes = ['multipart/form-data', 'application/json'];

/**
 * Expert profiles, their categories, reactions and comments (under /api/experts). Authentication runs onRequest,
 * so an anonymous upload is refused before its body is read.
 */
const expertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: ExpertsContext = { db: app.db, files: app.files };
  const moderation = moderationContext(app);

  app.get('/categories/', {
    config: { publicCache: true },
    schema: { tags, response: { 200: Type.Array(ExpertCategory) } },
  }, async () => listExpertCategories(ctx));

  app.get('/', {
    config: { publicCache: true },
    onRequest: app.authenticate,
    schema: {
      tags,
      description: 'Approved profiles, plus your own pending or rejected one (all of them for admins); page_size is at most 100.',
      querystring: ExpertListQuery,
      response: { 200: ExpertPage, 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { search, category, language, region, format, available, recorded, min_rating, sort } = request.query;
    const filters = { search, category, language, region, format, available, recorded, minRating: min_rating, sort };
    const { count, results, search: summary } = await listExperts(ctx, request.user, filters, page);
    return { ...pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl)), search: summary };
  });

  for (const url of ['/featured/', '/profiles/featured/']) {
    app.get(url, {
      config: { publicCache: true },
      onRequest: viewerIfSignedIn(app),
      schema: { tags, description: 'Up to 8 approved profiles an admin featured, latest featured first.', response: { 200: Type.Array(ExpertProfile) } },
    }, async (request) => featuredExperts(ctx, request.user));
  }

  app.get('/profiles/:id/', {
    config: { publicCache: true },
    onRequest: app.authenticate,
    schema: { tags, params: ExpertIdParams, response: { 200: ExpertProfile, 400: BadRequestBody, 401: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => getExpert(ctx, request.params.id, request.user));

  app.get('/my-profile/', {
    onRequest: app.requireUser,
    schema: { tags, security, description: 'Your own profile, whatever its review; 404 when you have none.', response: { 200: ExpertProfile, 401: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => {
    const user = signedInUser(request);
    return expertView(ctx, await findOwnExpert(ctx, user.id), user);
  });

  app.put('/my-profile/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Same fields as create; omitted fields stay, the picture is optional and remove_picture=true removes it.',
      consumes,
      body: ExpertChangesBody,
      response: { 200: ExpertProfile, ...errors },
    },
  }, async (request) => {
    const { profile_picture: picture, ...fields } = request.body;
    return updateMyExpert(ctx, signedInUser(request), fields, uploadedFile(picture));
  });

  app.post('/create/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Users registered as experts, one profile each; it waits for an admin (pending).',
      consumes,
      body: NewExpertBody,
      response: { 201: ExpertProfile, ...errors },
    },
  }, async (request, reply) => {
    const { profile_picture: picture, ...fields } = request.body;
    return reply.code(201).send(await createExpert(ctx, signedInUser(request), fields, uploadedFile(picture)));
  });

  app.get('/pending/', {
    onRequest: app.requireAdmin,
    schema: { tags, security, description: 'Admins: profiles waiting for review, oldest first.', response: { 200: Type.Array(ExpertProfile), 401: ErrorDetail, 403: ErrorDetail } },
  }, async (request) => pendingExperts(ctx, signedInUser(request)));

  app.post('/profile/approve/:id/', {
    onRequest: app.requireAdmin,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description:
        'Admins: is_approved true approves, false rejects a pending profile. The reason is optional (a client written ' +
        'from the original contract sends none; the admin site always asks for one): its owner reads it on the ' +
        'profile and in the email, or that no reason was given.',
      params: ExpertIdParams,
      body: ApprovalBody,
      response: { 200: ApprovalResponse, ...errors },
    },
  }, async (request) => {
    const { is_approved: approved, reason } = request.body;
    const admin = signedInUser(request);
    await moderate(moderation, 'expert', request.params.id, admin, approved ? 'approve' : 'reject', approved ? null : reason);
    return {
      detail: approved ? 'Expert profile approved successfully' : 'Expert profile rejected successfully',
      profile: await getExpert(ctx, request.params.id, admin),
    };
  });

  app.patch('/:id/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Owner only. Omitted fields stay; an empty website, social_media or email clears it.',
      consumes,
      params: ExpertIdParams,
      body: ExpertChangesBody,
      response: { 200: ExpertProfile, ...errors },
    },
  }, async (request) => {
    const { profile_picture: picture, ...fields } = request.body;
    return updateExpert(ctx, request.params.id, signedInUser(request), fields, uploadedFile(picture));
  });

  app.delete('/:id/', {
    onRequest: app.requireUser,
    schema: { tags, security, description: 'The owner only (admins unpublish instead).', params: ExpertIdParams, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    await deleteExpert(ctx, request.params.id, signedInUser(request));
    return reply.code(204).send(null);
  });

  await app.register(socialRoutes, { ctx });
};

export default expertsRoutes;
