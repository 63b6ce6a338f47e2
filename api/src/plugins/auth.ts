import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccessTokens } from '../auth/accessTokens';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { users } from '../db/schema';
import { forbidden, NOT_ALLOWED, unauthorized } from '../errors';

export type AuthenticatedUser = Pick<typeof users.$inferSelect, 'id' | 'username' | 'email' | 'userType' | 'isAdmin'>;
type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Sets request.user from a Bearer access token when one is sent; a bad token is a 401. */
    authenticate: PreHandler;
    /** Like authenticate, but a request without a token is a 401. */
    requireUser: PreHandler;
    /** Like requireUser, and the user must be an admin (else 403). */
    requireAdmin: PreHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; set by the auth preHandlers. */
    user: AuthenticatedUser | null;
  }
}

const NOT_PROVIDED = 'Authentication credentials were not provided.';
const INVALID_TOKEN = 'Given token not valid for any token type';

/** The user set by requireUser/requireAdmin; for handlers behind one of them. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized(NOT_PROVIDED);
  return request.user;
}

/** The user a token names, unless they are gone or suspended (a suspended user's tokens stop working at once). */
async function findAuthenticatedUser(db: Db, id: number): Promise<AuthenticatedUser | undefined> {
  // Every signed-in request asks this: prepared once (see preparedOnce).
  const statement = preparedOnce(db, 'authenticated_user', (name, on) =>
    on
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        userType: users.userType,
        isAdmin: users.isAdmin,
      })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), isNull(users.suspendedAt)))
      .prepare(name),
  );
  const [user] = await statement.execute({ id });
  return user;
}

/** Bearer-token authentication for every module: routes add `preHandler: app.requireUser` (or another). */
export default fp<{ jwtSecret: string; accessTokenTtlSeconds: number }>(
  async (app, options) => {
    const accessTokens = new AccessTokens(options.jwtSecret, options.accessTokenTtlSeconds);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null);

    const authenticate: PreHandler = async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const [scheme, token] = header.split(' ');
      const userId = scheme === 'Bearer' && token ? accessTokens.userIdOf(token) : null;
      const user = userId === null ? undefined : await findAuthenticatedUser(app.db, userId);
      if (!user) throw unauthorized(INVALID_TOKEN, { code: 'token_not_valid' });
      request.user = user;
    };
    const requireUser: PreHandler = async (request, reply) => {
      await authenticate(request, reply);
      if (!request.user) throw unauthorized(NOT_PROVIDED);
    };
    const requireAdmin: PreHandler = async (request, reply) => {
      await requireUser(request, reply);
      if (!request.user?.isAdmin) throw forbidden(NOT_ALLOWED);
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth', dependencies: ['database'] },
);
