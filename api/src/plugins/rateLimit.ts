import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/**
 * Per-client-address limits, counted per route and per instance (in memory). Nothing is limited unless a
 * route opts in with `config: { rateLimit: {} }`, which applies `max` requests a minute.
 */
export default fp<{ max: number }>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      global: false,
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
    });
  },
  { name: 'rate-limit' },
);
