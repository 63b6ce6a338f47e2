import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequestBody, DetailMessage, ErrorDetail } from '../../http/schemas';
import { signedInUser } from '../../plugins/auth';
import { registerUser, resendVerification, verifyEmail } from './accounts';
import { publicUser, type UsersContext } from './context';
import { confirmPasswordReset, requestPasswordReset } from './passwordReset';
import {
  CurrentUser,
  EmailBody,
  LoginBody,
  LoginOrEmailBody,
  LoginResponse,
  MessageResponse,
  RefreshBody,
  TokenRefreshBody,
  RegisterBody,
  ResetConfirmBody,
  TokenPairResponse,
  TokenParams,
  User,
  UserSearchQuery,
  UserSearchResult,
  UserSettingsBody,
} from './schemas';
import { searchUsers } from './search';
import { currentUser, updateSettings } from './settings';
import { login, logout, refreshSession } from './sessions';

const RESEND_SENT = 'If an account with an unverified email exists, a new verification link has been sent.';
const RESET_SENT = 'If an account exists for this email, a password reset link has been sent.';
const limited = { rateLimit: {} };
const tags = ['users'];

/** Accounts: registration, email verification, sessions, the current user and password reset (under /api/users). */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: UsersContext = {
    db: app.db,
    accessTokens: app.accessTokens,
    now: app.now,
    wakeJobs: () => app.wakeJobs(),
  };

  app.post('/register/', {
    config: limited,
    schema: { tags, body: RegisterBody, response: { 201: User, 400: BadRequestBody, 429: ErrorDetail } },
  }, async (request, reply) => {
    const { username, email, password, user_type: userType, language } = request.body;
    const user = await registerUser(ctx, { username, email, password, userType, language });
    return reply.code(201).send(publicUser(user));
  });

  app.get('/verify-email/:token/', {
    schema: { tags, params: TokenParams, response: { 200: MessageResponse, 400: ErrorDetail } },
  }, async (request) => {
    await verifyEmail(ctx, request.params.token);
    return { message: 'Email verified successfully. You can now sign in.' };
  });

  app.post('/resend-verification/', {
    config: limited,
    schema: { tags, body: LoginOrEmailBody, response: { 200: DetailMessage, 400: BadRequestBody, 429: ErrorDetail } },
  }, async (request) => {
    await resendVerification(ctx, request.body.email);
    return { detail: RESEND_SENT };
  });

  app.post('/login/', {
    config: limited,
    schema: {
      tags,
      body: LoginBody,
      response: { 200: LoginResponse, 400: BadRequestBody, 401: ErrorDetail, 403: ErrorDetail, 429: ErrorDetail },
    },
  }, async (request) => {
    const { username, password, remember_me: rememberMe = false } = request.body;
    return login(ctx, { login: username, password, rememberMe });
  });

  app.post('/token/refresh/', {
    schema: { tags, body: TokenRefreshBody, response: { 200: TokenPairResponse, 400: BadRequestBody, 401: ErrorDetail } },
  }, async (request) => refreshSession(ctx, request.body.refresh, { rotate: request.body.rotate === true }));

  app.post('/logout/', {
    schema: { tags, body: RefreshBody, response: { 200: DetailMessage, 400: BadRequestBody } },
  }, async (request) => {
    await logout(ctx, request.body.refresh);
    return { detail: 'Logged out.' };
  });

  app.get('/me/', {
    preHandler: app.requireUser,
    schema: { tags, security: [{ bearerAuth: [] }], response: { 200: CurrentUser, 401: ErrorDetail } },
  }, async (request) => currentUser(ctx, signedInUser(request)));

  app.patch('/me/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: [{ bearerAuth: [] }],
      description: 'Your own settings.',
      body: UserSettingsBody,
      response: { 200: CurrentUser, 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request) => updateSettings(ctx, signedInUser(request), request.body));

  app.get('/search/search/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: [{ bearerAuth: [] }],
      description: 'Users to message (never yourself), at most 50; `category` only with user_type expert.',
      querystring: UserSearchQuery,
      response: { 200: Type.Array(UserSearchResult), 400: BadRequestBody, 401: ErrorDetail },
    },
  }, async (request) => searchUsers({ db: app.db, files: app.files }, signedInUser(request), request.query));

  app.post('/password-reset/', {
    config: limited,
    schema: { tags, body: EmailBody, response: { 200: DetailMessage, 400: BadRequestBody, 429: ErrorDetail } },
  }, async (request) => {
    await requestPasswordReset(ctx, request.body.email);
    return { detail: RESET_SENT };
  });

  app.post('/password-reset/confirm/', {
    config: limited,
    schema: { tags, body: ResetConfirmBody, response: { 200: DetailMessage, 400: BadRequestBody, 429: ErrorDetail } },
  }, async (request) => {
    await confirmPasswordReset(ctx, request.body.token, request.body.password);
    return { detail: 'Your password has been reset. You can now sign in.' };
  });
};

export default usersRoutes;
