import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { blockUser, listBlocks, reportMessage, unblockUser } from './moderation';
import { chatWithUser, listConversations } from './reading';
import {
  Block,
  BlockBody,
  BlockedUserParams,
  Chat,
  ChatQuery,
  Conversation,
  Message,
  MessageIdParams,
  MessageReport,
  NewMessageBody,
  ReportBody,
} from './schemas';
import { sendMessage } from './sending';
import type { MessagesContext } from './views';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 404: ErrorDetail };

/**
 * Direct messages between users (under /api/user_messages): sending, the conversation list, a conversation,
 * blocks and reports. Every route is the caller's own: nobody, admins included, reads another pair's messages.
 */
const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: MessagesContext = { db: app.db, files: app.files };

  app.post('/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'At most 20 new conversations a day, and 3 messages before the other side answers (429 past either).',
      body: NewMessageBody,
      response: { 201: Message, ...errors, 429: ErrorDetail },
    },
  }, async (request, reply) => reply.code(201).send(await sendMessage(ctx, signedInUser(request), request.body)));

  app.get('/conversations/', {
    onRequest: app.requireUser,
    schema: { tags, security, description: 'One entry per other user, newest first.', response: { 200: Type.Array(Conversation), 401: ErrorDetail } },
  }, async (request) => listConversations(ctx, signedInUser(request)));

  app.get('/chat_with_user/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description: 'Your conversation with user_id, oldest first: the latest 50 messages, or those before `before`. Marks the messages you received as read.',
      querystring: ChatQuery,
      response: { 200: Chat, ...errors },
    },
  }, async (request) => chatWithUser(ctx, signedInUser(request), request.query));

  app.get('/blocks/', {
    onRequest: app.requireUser,
    schema: { tags, security, description: 'The users you block, latest first.', response: { 200: Type.Array(Block), 401: ErrorDetail } },
  }, async (request) => listBlocks(ctx, signedInUser(request)));

  app.post('/blocks/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description: 'Their messages no longer reach you; they are not told.',
      body: BlockBody,
      response: { 201: Block, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await blockUser(ctx, signedInUser(request), request.body.user_id)));

  app.delete('/blocks/:user_id/', {
    onRequest: app.requireUser,
    schema: { tags, security, params: BlockedUserParams, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    await unblockUser(ctx, signedInUser(request), request.params.user_id);
    return reply.code(204).send(null);
  });

  app.post('/:id/report/', {
    onRequest: app.requireUser,
    preValidation: normalizeFormBody,
    schema: {
      tags,
      security,
      description: 'Reports a message you received to the admins (404 for any other message).',
      params: MessageIdParams,
      body: ReportBody,
      response: { 201: MessageReport, ...errors },
    },
  }, async (request, reply) =>
    reply.code(201).send(await reportMessage(ctx, signedInUser(request), request.params.id, request.body.reason)));
};

export default messagesRoutes;
