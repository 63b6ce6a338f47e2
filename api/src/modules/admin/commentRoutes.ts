import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, Body, DetailMessage, ErrorDetail, IdParams, Reason } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { moderate, moderationContext } from './content';
import { REASON_REQUIRED } from './moderationRoutes';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail };

const HideBody = Body('CommentHiding', { reason: Reason(REASON_REQUIRED.author) });

/**
 * Comment moderation (under /api/admin_dashboard): hide with a reason, restore. Admins only, audited; the same
 * actions as POST /moderation/comment/{id}/.
 */
const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = moderationContext(app);

  app.post('/comments/:id/hide/', {
    onRequest: app.requireAdmin,
    // Text trimmed like every moderation reason: a blank one is missing.
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      summary: "Hide someone's comment (admins)",
      description:
        'Any comment on a podcast or an expert profile (the id is the comment\'s). It leaves every list and count ' +
        'with the replies to it; its author gets the reason by email; the audit trail records it. 409 when hidden ' +
        'already, or when it is the admin\'s own (they delete it instead). The same as the moderation route\'s hide.',
      params: IdParams,
      body: HideBody,
      response: { 200: DetailMessage, ...errors },
    },
  }, async (request) => {
    await moderate(moderation, 'comment', request.params.id, signedInUser(request), 'hide', request.body.reason);
    return { detail: 'Comment hidden' };
  });

  app.post('/comments/:id/restore/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      summary: 'Show a hidden comment again (admins)',
      description: 'The comment and its replies are back in the lists and counts; audited. 409 when it is not hidden.',
      params: IdParams,
      response: { 200: DetailMessage, ...errors },
    },
  }, async (request) => {
    await moderate(moderation, 'comment', request.params.id, signedInUser(request), 'restore');
    return { detail: 'Comment restored' };
  });
};

export default commentRoutes;
