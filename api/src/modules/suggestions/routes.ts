import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { dismissGuest, restoreGuest, suggestedGuests, type SuggestionsContext } from './guests';
import { GuestParams, ShowParams, SuggestedGuests, SuggestedShows } from './schemas';
import { dismissShow, restoreShow, suggestedShows } from './shows';

const tags = ['suggestions'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };

/**
 * Suggested guests for a podcaster's show and shows looking for guests like an expert (under /api), with "Not
 * relevant" for each. Signed in only; each list is its owner's alone and never publicly cached.
 */
const suggestionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: SuggestionsContext = { db: app.db, files: app.files };

  app.get('/podcasts/:id/suggested-guests/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: "Suggested guests for one of the viewer's shows",
      description:
        'The show owner only: up to 12 experts ranked by the topics they share with the show (what it looks for ' +
        'guests on, its category, its description), its audience languages, availability, their record and how ' +
        'fast they answer; each with its reasons. Experts marked not relevant for the show are left out.',
      params: Type.Object({ id: GuestParams.properties.id }),
      response: { 200: SuggestedGuests, ...errors },
    },
  }, async (request) => suggestedGuests(ctx, request.params.id, signedInUser(request)));

  app.post('/podcasts/:id/suggested-guests/:expertId/dismiss/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Mark a suggested guest not relevant for the show',
      params: GuestParams,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await dismissGuest(ctx, request.params.id, request.params.expertId, signedInUser(request));
    return reply.code(204).send(null);
  });

  app.delete('/podcasts/:id/suggested-guests/:expertId/dismiss/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Undo "not relevant" for a suggested guest',
      params: GuestParams,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await restoreGuest(ctx, request.params.id, request.params.expertId, signedInUser(request));
    return reply.code(204).send(null);
  });

  app.get('/experts/profile/suggested-shows/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Shows looking for guests like the signed-in expert',
      description:
        'Up to 12 published shows for the signed-in expert: shows looking for guests on their topics first, then ' +
        "shows in their topics' categories or using their words; a shared audience language counts. 404 without a " +
        'profile.',
      response: { 200: SuggestedShows, ...errors },
    },
  }, async (request) => suggestedShows(ctx, signedInUser(request)));

  app.post('/experts/profile/suggested-shows/:podcastId/dismiss/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Mark a suggested show not relevant',
      params: ShowParams,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await dismissShow(ctx, request.params.podcastId, signedInUser(request));
    return reply.code(204).send(null);
  });

  app.delete('/experts/profile/suggested-shows/:podcastId/dismiss/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Undo "not relevant" for a suggested show',
      params: ShowParams,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await restoreShow(ctx, request.params.podcastId, signedInUser(request));
    return reply.code(204).send(null);
  });
};

export default suggestionsRoutes;
