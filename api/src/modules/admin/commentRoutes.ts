import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, Body, DetailMessage, ErrorDetail, IdParams, Reason } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { hideComment, restoreComment } from './comments';
import { moderationContext } from './content';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail };

export const HIDE_REASON_REQUIRED = 'Write the reason the author will see.';
const HideBody = Body('CommentHiding', { reason: Reason(HIDE_REASON_REQUIRED) });

/** Comment moderation (under /api/admin_dashboard): hide with a reason, restore. Admins only, audited. */
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
        'with the replies to it; its author gets the reason by email; the audit trail records it. 409 when hidden already.',
      params: IdParams,
      body: HideBody,
      response: { 200: DetailMessage, ...errors },
    },
  }, async (request) => {
    await hideComment(moderation, request.params.id, signedInUser(request), request.body.reason);
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
    await restoreComment(moderation, request.params.id, signedInUser(request));
    return { detail: 'Comment restored' };
  });
};

export default commentRoutes;
