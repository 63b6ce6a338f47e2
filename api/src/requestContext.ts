import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * What the code running for one request knows about it without being handed it: the request's id and its logger
 * (whose lines carry that id as `reqId`). A job runs in the context of the request that scheduled it, so the job's
 * log lines and the emails it sends name the same id.
 */
export interface RequestContext {
  requestId: string;
  log: FastifyBaseLogger;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The context of the request (or of the job it scheduled) this code runs for; undefined outside any. */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `fn` (and everything it starts, awaited or not) in `context`. */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * Enters each request's context before anything else of it runs: the later hooks, the body's parsing and the
 * handler run in it (Fastify carries the async context through the request's lifecycle). A callback hook, not an
 * async one: the rest of the lifecycle continues from `done`, inside `run`; an async hook's context would end
 * with its promise.
 */
export function enterRequestContexts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id, log: request.log }, done);
  });
}

/** Runs `fn` outside every request's context: work that is no request's (a job nobody's request scheduled). */
export function outsideRequestContext<T>(fn: () => T): T {
  return storage.exit(fn);
}
