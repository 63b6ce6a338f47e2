import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { addComment, deleteComment, editComment, listComments } from '../social/comments';
import { likeState, toggleLike } from '../social/likes';
import {
  Comment,
  EditCommentBody,
  LikeBody,
  LikeStateResponse,
  LikeToggleResponse,
  NewCommentBody,
  SaveBody,
  SaveState,
} from '../social/schemas';
import { setSaved } from '../social/saving';
import type { TargetKind } from '../social/targets';
import { findVisiblePodcast } from './listing';
import { CommentParams, PodcastIdParams } from './schemas';
import type { PodcastsContext } from './views';

const tags = ['podcast likes and comments'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };

/** Podcasts as items of the shared comments and likes: only podcasts the viewer can see. */
export const podcastTarget: TargetKind = {
  type: 'podcast',
  assertVisible: async (db, id, viewer) => {
    await findVisiblePodcast({ db }, id, viewer);
  },
};

/** Likes and comments of a podcast: thin wrappers over modules/social. */
const socialRoutes: FastifyPluginAsyncTypebox<{ ctx: PodcastsContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const target = (id: number) => ({ kind: podcastTarget, id });

  app.get('/:id/likes/', {
    onRequest: app.authenticate,
    schema: { tags, params: PodcastIdParams, response: { 200: LikeStateResponse, ...errors } },
  }, async (request) => likeState(db, target(request.params.id), request.user));

  app.post('/:id/like/', {
    onRequest: app.requireUser,
    schema: { tags, security, params: PodcastIdParams, body: LikeBody, response: { 200: LikeToggleResponse, ...errors } },
  }, async (request) => toggleLike(db, target(request.params.id), signedInUser(request)));

  app.put('/:id/save/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Saves the item to your Saved list (true) or takes it off (false); only items you can see.',
      params: PodcastIdParams,
      body: SaveBody,
      response: { 200: SaveState, ...errors },
    },
  }, async (request) => setSaved(db, target(request.params.id), signedInUser(request), request.body.saved));

  app.get('/:id/comments/', {
    onRequest: app.authenticate,
    schema: { tags, params: PodcastIdParams, response: { 200: Type.Array(Comment), ...errors } },
  }, async (request) => listComments(ctx, target(request.params.id), request.user));

  app.post('/:id/comments/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: { tags, security, params: PodcastIdParams, body: NewCommentBody, response: { 201: Comment, ...errors } },
  }, async (request, reply) => {
    const comment = await addComment(ctx, target(request.params.id), signedInUser(request), request.body);
    return reply.code(201).send(comment);
  });

  app.put('/:id/comments/:commentId/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: { tags, security, params: CommentParams, body: EditCommentBody, response: { 200: Comment, ...errors } },
  }, async (request) => {
    const { id, commentId } = request.params;
    return editComment(ctx, target(id), commentId, signedInUser(request), request.body.content);
  });

  app.delete('/:id/comments/:commentId/', {
    onRequest: app.requireUser,
    schema: { tags, security, params: CommentParams, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    const { id, commentId } = request.params;
    await deleteComment(db, target(id), commentId, signedInUser(request));
    return reply.code(204).send(null);
  });
};

export default socialRoutes;
