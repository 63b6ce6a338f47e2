import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FieldErrors } from '../../errors';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, Body, ErrorDetail, Id, StringEnum } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { moderate, moderationContext } from './content';
import {
  ACTIONS_OF,
  DONE,
  MODERATED_TYPES,
  MODERATION_ACTIONS,
  Moderation,
  NOUNS,
  ruleOf,
} from './moderationRules';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The reason's field message: who reads it depends on the type. */
export const REASON_REQUIRED = { owner: 'Write the reason the owner will see.', author: 'Write the reason the author will see.' };

const ModerationParams = Type.Object({
  type: StringEnum(MODERATED_TYPES, { description: 'What the id is of.' }),
  id: Id('The podcast, expert profile or comment.'),
});
const ModerationBody = Body('ModerationRequest', {
  action: StringEnum(MODERATION_ACTIONS, { description: "One of the item's moderation.actions." }),
  reason: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'Required for reject, unpublish and hide: the owner or author reads it on the site and by email.',
    }),
  ),
}, undefined, [
  { action: 'reject', reason: 'The description promises weekly episodes; the feed has none since March.' },
  { action: 'feature' },
]);
const ModerationAnswer = Type.Object(
  {
    detail: Type.String(),
    type: StringEnum(MODERATED_TYPES),
    id: Type.Integer(),
    moderation: Moderation,
  },
  { $id: 'ModerationResult' },
);

/**
 * One route for every moderation action on every moderated type (under /api/admin_dashboard): the action is one of
 * those the item's `moderation.actions` offers. The older per-action routes (the directories' approve, reject,
 * unpublish, featured, a comment's hide and restore) do the same through the same rules.
 */
const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = moderationContext(app);

  app.post('/moderation/:type/:id/', {
    onRequest: app.requireAdmin,
    // Reasons are trimmed like every moderation reason: a blank one is missing.
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      params: ModerationParams,
      body: ModerationBody,
      response: { 200: ModerationAnswer, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: ErrorDetail },
    },
  }, async (request) => {
    const { type, id } = request.params;
    const { action } = request.body;
    const reason = request.body.reason || null;
    if (!ACTIONS_OF[type].includes(action)) {
      throw new FieldErrors({ action: [`A ${NOUNS[type]} has no action "${action}".`] }, { action: ['not_applicable'] });
    }
    if (ruleOf(action).needsReason && !reason) {
      throw new FieldErrors({ reason: [type === 'comment' ? REASON_REQUIRED.author : REASON_REQUIRED.owner] }, { reason: ['required'] });
    }
    const result = await moderate(ctx, type, id, signedInUser(request), action, reason);
    return { detail: DONE[type][action] ?? 'Done', type, id, moderation: result.moderation };
  });
};

export default moderationRoutes;
