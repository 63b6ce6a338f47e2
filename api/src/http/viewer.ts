import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/**
 * onRequest for public lists that show the viewer's own state (likes): the signed-in user when the token is
 * good, otherwise an anonymous visitor. A stale token never fails a public page; the client does not refresh
 * it for these lists.
 */
export function viewerIfSignedIn(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      request.user = null;
    }
  };
}
