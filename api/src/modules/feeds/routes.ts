import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../errors';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { findVisiblePodcast } from '../podcasts/listing';
import { PodcastIdParams } from '../podcasts/schemas';
import type { PodcastsContext } from '../podcasts/views';
import { EpisodeListQuery, EpisodePage, FeedPreview, FeedStatus, FeedUrlBody, FeedVerification } from './schemas';
import { connectFeed, feedStatus, listEpisodes, previewFeed, refreshFeedNow, verifyFeed, type FeedsContext } from './service';

const tags = ['podcasts'];
const security = [{ bearerAuth: [] }];
const ownerErrors = { 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };

/**
 * A show's RSS feed (under /api/podcasts): the preview the create form fills itself from, the episodes, and the
 * owner's feed status, "Refresh now" and "Check now" (verification).
 */
const feedRoutes: FastifyPluginAsyncTypebox<{ ctx: PodcastsContext }> = async (app, { ctx: podcastsCtx }) => {
  const ctx: FeedsContext = { db: app.db, allowedHosts: app.config.feedAllowedHosts };

  app.post('/feed-preview/', {
    onRequest: app.requireUser,
    // Each preview fetches an address from the internet: counted like sign-ins.
    config: { rateLimit: {}, keepsPublicCache: true },
    schema: {
      tags,
      security,
      description:
        "Reads a show's RSS feed and answers the fields a new podcast would take from it (nothing is stored). Only " +
        'public http(s) addresses, at most 3 redirects, 5 MB and 10 seconds; a feed that cannot be read is a 400 on feed_url.',
      body: FeedUrlBody,
      response: { 200: FeedPreview, 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request) => previewFeed(ctx, request.body.feed_url));

  app.get('/:id/episodes/', {
    config: { publicCache: true },
    onRequest: app.authenticate,
    schema: {
      tags,
      description: "The show's latest episodes from its feed, newest first (at most 200 are kept).",
      params: PodcastIdParams,
      querystring: EpisodeListQuery,
      response: { 200: EpisodePage, 400: BadRequestBody, 401: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => {
    await findVisiblePodcast(podcastsCtx, request.params.id, request.user);
    const page = pageRequest({ ...request.query, page_size: request.query.page_size ?? 10 });
    const { count, results } = await listEpisodes(ctx, request.params.id, page);
    return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
  });

  app.get('/:id/feed/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description: "Owner only: the feed's address, its last read, and the code that verifies it. 404 for a podcast without a feed.",
      params: PodcastIdParams,
      response: { 200: FeedStatus, 400: BadRequestBody, ...ownerErrors },
    },
  }, async (request) => feedStatus(ctx, request.params.id, signedInUser(request)));

  app.put('/:id/feed/', {
    onRequest: app.requireUser,
    // Each connection fetches an address from the internet: counted like sign-ins.
    config: { rateLimit: {} },
    schema: {
      tags,
      security,
      description:
        "Owner only: links the show to its RSS feed (or another one), reading it at once (a 400 on feed_url when it " +
        'cannot be); its episodes and signals follow the feed, read daily. A new address must be verified again.',
      params: PodcastIdParams,
      body: FeedUrlBody,
      response: { 200: FeedStatus, 400: BadRequestBody, ...ownerErrors },
    },
  }, async (request) => connectFeed(ctx, request.params.id, signedInUser(request), request.body.feed_url, app.now()));

  app.post('/:id/feed/refresh/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description: 'Owner only: reads the feed now (at most once an hour; 429 with Retry-After before that) and answers its status.',
      params: PodcastIdParams,
      response: { 200: FeedStatus, 400: BadRequestBody, ...ownerErrors, 429: ErrorDetail },
    },
  }, async (request, reply) => {
    try {
      return await refreshFeedNow(ctx, request.params.id, signedInUser(request), app.now());
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) void reply.header('retry-after', String(error.extra.retry_after));
      throw error;
    }
  });

  app.post('/:id/feed/verify/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      description:
        'Owner only: reads the feed and looks for the verification code (a <podcast:txt purpose="verify"> tag or the ' +
        "show's description). Found: the show is verified, and a pending show of an account with a verified email is " +
        'published at once. Not found: 400 saying where to put it.',
      params: PodcastIdParams,
      response: { 200: FeedVerification, 400: BadRequestBody, ...ownerErrors },
    },
  }, async (request) => verifyFeed(ctx, request.params.id, signedInUser(request), app.now()));
};

export default feedRoutes;
