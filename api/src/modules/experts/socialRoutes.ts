import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FieldErrors } from '../../errors';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { addComment, deleteComment, editComment, listComments } from '../social/comments';
import { listReactions, toggleLike } from '../social/likes';
import { Comment, LikeBody, NewCommentBody, Reaction, ReactionToggleResponse, SaveBody, SaveState } from '../social/schemas';
import { setSaved } from '../social/saving';
import type { TargetKind } from '../social/targets';
import { findVisibleExpert } from './listing';
import { CommentIdQuery, DeleteCommentBody, EditCommentBody, ExpertIdParams } from './schemas';
import type { ExpertsContext } from './views';

const tags = ['expert reactions and comments'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };

/** Expert profiles as items of the shared comments and likes: only profiles the viewer can see. */
export const expertTarget: TargetKind = {
  type: 'expert',
  assertVisible: async (db, id, viewer) => {
    await findVisibleExpert({ db }, id, viewer);
  },
};

/**
 * Reactions and comments of a profile (under /experts/profiles/{id}/), thin wrappers over modules/social. The
 * edit and delete paths carry no comment id: it comes in the body (or, for DELETE, the query).
 */
const socialRoutes: FastifyPluginAsyncTypebox<{ ctx: ExpertsContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const target = (id: number) => ({ kind: expertTarget, id });

  app.get('/profiles/:id/reactions/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      description: "The profile's likes, oldest first: a plain list, each with reaction_type 'like' and who liked.",
      params: ExpertIdParams,
      response: { 200: Type.Array(Reaction), ...errors },
    },
  }, async (request) => listReactions(ctx, target(request.params.id), request.user));

  app.post('/profiles/:id/react/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description: "Toggles the signed-in user's like: 'reaction added', then 'reaction removed'.",
      params: ExpertIdParams,
      body: LikeBody,
      response: { 200: ReactionToggleResponse, ...errors },
    },
  }, async (request) => {
    const { status, likes_count } = await toggleLike(db, target(request.params.id), signedInUser(request));
    return { status: status === 'liked' ? ('reaction added' as const) : ('reaction removed' as const), likes_count };
  });

  app.put('/profiles/:id/save/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Saves the item to your Saved list (true) or takes it off (false); only items you can see.',
      params: ExpertIdParams,
      body: SaveBody,
      response: { 200: SaveState, ...errors },
    },
  }, async (request) => setSaved(db, target(request.params.id), signedInUser(request), request.body.saved));

  app.get('/profiles/:id/comments/', {
    onRequest: app.authenticate,
    schema: { tags, params: ExpertIdParams, response: { 200: Type.Array(Comment), ...errors } },
  }, async (request) => listComments(ctx, target(request.params.id), request.user));

  app.post('/profiles/:id/add_comment/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: { tags, security, params: ExpertIdParams, body: NewCommentBody, response: { 201: Comment, ...errors } },
  }, async (request, reply) => {
    const comment = await addComment(ctx, target(request.params.id), signedInUser(request), request.body);
    return reply.code(201).send(comment);
  });

  app.put('/profiles/:id/edit_comment/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: { tags, security, description: 'The author only.', params: ExpertIdParams, body: EditCommentBody, response: { 200: Comment, ...errors } },
  }, async (request) => {
    const { comment_id: commentId, content } = request.body;
    return editComment(ctx, target(request.params.id), commentId, signedInUser(request), content);
  });

  app.delete('/profiles/:id/delete_comment/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description:
        "The author only (an admin hides someone else's comment with a reason instead: POST " +
        '/api/admin_dashboard/comments/{id}/hide/); comment_id in the body or the query.',
      params: ExpertIdParams,
      querystring: CommentIdQuery,
      body: DeleteCommentBody,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    const commentId = request.body?.comment_id ?? request.query.comment_id;
    if (commentId === undefined) throw new FieldErrors({ comment_id: ['This field is required.'] });
    await deleteComment(db, target(request.params.id), commentId, signedInUser(request));
    return reply.code(204).send(null);
  });
};

export default socialRoutes;
