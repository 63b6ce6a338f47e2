import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeFormBody, uploadedFile } from '../../http/forms';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { podcasterPage } from './podcasterPage';
import { createProfile, listProfiles, myProfile, updateMyProfile } from './profiles';
import {
  NewProfileBody,
  PodcasterIdParams,
  PodcasterPage,
  PodcasterProfile,
  PodcasterProfilePage,
  ProfileChangesBody,
  ProfileListQuery,
} from './schemas';
import type { PodcastsContext } from './views';

const tags = ['podcaster profiles'];
const security = [{ bearerAuth: [] }];
const consumes = ['multipart/form-data', 'application/json'];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 413: ErrorDetail };

/** Podcaster profiles: one per podcaster, needed before creating podcasts; each podcaster's public page. */
const profileRoutes: FastifyPluginAsyncTypebox<{ ctx: PodcastsContext }> = async (app, { ctx }) => {
  app.post('/profile/create/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: { tags, security, consumes, body: NewProfileBody, response: { 201: PodcasterProfile, ...errors } },
  }, async (request, reply) => {
    const { profile_picture: picture, ...fields } = request.body;
    return reply.code(201).send(await createProfile(ctx, signedInUser(request), fields, uploadedFile(picture)));
  });

  app.get('/profiles/', {
    schema: { tags, querystring: ProfileListQuery, response: { 200: PodcasterProfilePage, 400: BadRequestBody } },
  }, async (request) => {
    const page = pageRequest(request.query);
    const { count, results } = await listProfiles(ctx, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.get('/profiles/my_profile/', {
    onRequest: app.requireUser,
    schema: { tags, security, response: { 200: PodcasterProfile, 401: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => myProfile(ctx, signedInUser(request).id));

  app.put('/profiles/my_profile/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: { tags, security, consumes, body: ProfileChangesBody, response: { 200: PodcasterProfile, ...errors } },
  }, async (request) => {
    const { profile_picture: picture, ...fields } = request.body;
    return updateMyProfile(ctx, signedInUser(request).id, fields, uploadedFile(picture));
  });

  app.get('/podcasters/:id/', {
    config: { publicCache: true },
    onRequest: app.authenticate,
    schema: {
      tags,
      description:
        "A podcaster's public page by their user id: their profile and published shows. Not found for anyone who is " +
        'not a podcaster, has no podcaster profile or is suspended.',
      params: PodcasterIdParams,
      response: { 200: PodcasterPage, 400: BadRequestBody, 401: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => podcasterPage(ctx, request.params.id, request.user));
};

export default profileRoutes;
