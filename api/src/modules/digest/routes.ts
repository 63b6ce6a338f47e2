import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequestBody, DetailMessage, ErrorDetail } from '../../http/schemas';
import { notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import {
  DigestConfirmed,
  DigestPreview,
  DigestSubscribeBody,
  DigestSubscriberList,
  DigestSubscription,
  DigestTokenParams,
  DigestUserParams,
} from './schemas';
import {
  confirmSubscription,
  listSubscribers,
  ownSubscription,
  previewDigest,
  subscribe,
  unsubscribe,
  unsubscribeByToken,
  UNSUBSCRIBED,
  type DigestContext,
} from './service';

const tags = ['digest'];
const security = [{ bearerAuth: [] }];

/**
 * The weekly email (under /api): the signed-in user's opt-in (double: a confirmation link first), the links in the
 * emails (they work signed out) and, for admins, the subscribers and a preview of anyone's next digest.
 */
const digestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: DigestContext = {
    db: app.db,
    files: app.files,
    publicWebUrl: app.config.publicWebUrl,
    publicApiUrl: app.config.publicApiUrl,
    now: app.now,
    wakeJobs: () => app.wakeJobs(),
  };

  // A mail client's one-click unsubscribe (RFC 8058) posts the form body "List-Unsubscribe=One-Click": accepted and
  // not read, as the token in the address is what counts. Only in this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => {
    done(null, undefined);
  });

  app.get('/digest/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'The weekly email: off, waiting for confirmation, or on',
      response: { 200: DigestSubscription, 401: ErrorDetail },
    },
  }, async (request) => ownSubscription(ctx, signedInUser(request)));

  app.put('/digest/', {
    onRequest: app.requireUser,
    config: { rateLimit: {} },
    schema: {
      tags,
      security,
      summary: 'Turn the weekly email on',
      description:
        'Sends a confirmation link by email (valid 3 days; an earlier one stops working); nothing is sent before ' +
        'it is followed. Experts get the shows looking for guests in their topics, podcasters the new experts in ' +
        "their show's topics, every Monday 08:00 in `time_zone`. While on, only the time zone changes.",
      body: DigestSubscribeBody,
      response: { 200: DigestSubscription, 400: BadRequestBody, 401: ErrorDetail, 429: ErrorDetail },
    },
  }, async (request) => subscribe(ctx, signedInUser(request), request.body.time_zone));

  app.delete('/digest/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: 'Turn the weekly email off',
      // No input, but a body sent anyway is read: malformed JSON is a 400.
      response: { 204: Type.Null(), 400: ErrorDetail, 401: ErrorDetail },
    },
  }, async (request, reply) => {
    await unsubscribe(ctx, signedInUser(request));
    return reply.code(204).send(null);
  });

  app.post('/digest/confirm/:token/', {
    schema: {
      tags,
      summary: 'Confirm the weekly email (the link in the confirmation email)',
      description: 'Works once, for 3 days, signed in or not; the first email is scheduled for the next Monday 08:00.',
      params: DigestTokenParams,
      response: { 200: DigestConfirmed, 400: BadRequestBody },
    },
  }, async (request) => ({ status: 'on' as const, ...(await confirmSubscription(ctx, request.params.token)) }));

  app.post('/digest/unsubscribe/:token/', {
    schema: {
      tags,
      summary: 'Unsubscribe from the weekly email (the link in every digest)',
      description:
        "Signed in or not. The address of every digest's `List-Unsubscribe` header: a mail client's one-click " +
        'unsubscribe posts `List-Unsubscribe=One-Click` to it (RFC 8058). Following it again is fine.',
      params: DigestTokenParams,
      response: { 200: DetailMessage, 400: BadRequestBody, 404: ErrorDetail },
    },
  }, async (request) => {
    await unsubscribeByToken(ctx, request.params.token);
    return { detail: UNSUBSCRIBED };
  });

  app.get('/admin_dashboard/digests/', {
    onRequest: app.requireAdmin,
    schema: {
      tags: ['admin'],
      security,
      summary: 'Who gets the weekly email',
      response: { 200: DigestSubscriberList, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async () => listSubscribers(ctx));

  app.get('/admin_dashboard/digests/:id/', {
    onRequest: app.requireAdmin,
    schema: {
      tags: ['admin'],
      security,
      summary: "Preview a user's next weekly email",
      description:
        'What their digest would hold if it went out now, in their language, whether or not they subscribed; ' +
        'nothing is sent or recorded.',
      params: DigestUserParams,
      response: { 200: DigestPreview, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => {
    const preview = await previewDigest(ctx, request.params.id);
    if (!preview) throw notFound();
    return preview;
  });
};

export default digestRoutes;
