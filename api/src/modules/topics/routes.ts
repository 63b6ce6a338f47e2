import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { createTopic, deleteTopic, listAdminTopics, updateTopic } from './admin';
import { listTopics } from './listing';
import { AdminTopic, NewTopicBody, Topic, TopicChangesBody, TopicIdParams } from './schemas';

const tags = ['topics'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };

/**
 * The curated topics that categories stand for and the search meets (under /api/topics): the public list, and the
 * admins' editing, each change written to the audit trail. Any successful write clears the public cache.
 */
const topicsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admins = { onRequest: app.requireAdmin, preValidation: normalizeFormBody };

  app.get('/', {
    config: { publicCache: true },
    schema: {
      tags,
      description: 'Every topic, by English name (case ignored): what a podcaster picks the topics they look for guests on from.',
      response: { 200: Type.Array(Topic) },
    },
  }, async () => listTopics(app.db));

  app.get('/admin/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Admins: every topic with its aliases and how many expert and podcast categories stand for it.',
      response: { 200: Type.Array(AdminTopic), 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async () => listAdminTopics(app.db));

  app.post('/', {
    ...admins,
    schema: {
      tags,
      security,
      description: 'Admins: adds a topic. The English name is unique, case ignored. Aliases: a list, or comma-separated text.',
      body: NewTopicBody,
      response: { 201: AdminTopic, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request, reply) => reply.code(201).send(await createTopic(app.db, signedInUser(request), request.body)));

  app.patch('/:id/', {
    ...admins,
    schema: {
      tags,
      security,
      description: 'Admins: changes any of the names and the aliases (which it replaces); the search uses them at once.',
      params: TopicIdParams,
      body: TopicChangesBody,
      response: { 200: AdminTopic, ...errors },
    },
  }, async (request) => updateTopic(app.db, signedInUser(request), request.params.id, request.body));

  app.delete('/:id/', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Admins: deletes a topic. Its categories stay and stand for no topic; shows stop looking for guests on it.',
      params: TopicIdParams,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteTopic(app.db, signedInUser(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default topicsRoutes;
