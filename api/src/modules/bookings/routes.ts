import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { pageEnvelope, pageRequest } from '../../http/pagination';
import { BadRequestBody, ErrorDetail, IdParams, Page } from '../../http/schemas';
import { signedInUser, type AuthenticatedUser } from '../../plugins/auth';
import { downloadCalendar } from './calendar';
import {
  acceptSlot,
  addReview,
  cancelBooking,
  confirmOutcome,
  createBooking,
  declineBooking,
  markOutcome,
  proposeSlots,
  setEpisodeLink,
} from './lifecycle';
import { bookingSummary, getBooking, listBookings } from './reading';
import { listReviews, trackRecord } from './record';
import {
  AcceptBody,
  Booking,
  BookingReview,
  BookingsQuery,
  BookingSummary,
  CancelBody,
  ConfirmationBody,
  DeclineBody,
  EpisodeLinkBody,
  NewBookingBody,
  OutcomeBody,
  ProposeBody,
  ReviewBody,
  ReviewsQuery,
  TrackRecord,
  UserIdParams,
} from './schemas';
import type { BookingsContext } from './views';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const errors = { 400: BadRequestBody, 401: ErrorDetail, 404: ErrorDetail };
/** A change: the wrong side gets 403, a change the booking's state does not allow 409 with a detail. */
const changeErrors = { ...errors, 403: ErrorDetail, 409: ErrorDetail };

/**
 * Bookings (under /api/bookings): a podcaster invites an expert to record an episode, the two agree on a time,
 * and after it they tell how it went and review each other. Only the two sides see a booking (404 for anyone
 * else, admins included); each change is allowed to one side in given states.
 */
const bookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: BookingsContext = {
    db: app.db,
    files: app.files,
    mailer: app.mailer,
    publicWebUrl: app.config.publicWebUrl,
    log: app.log,
    now: app.now,
  };

  app.post(
    '/',
    {
      onRequest: app.requireUser,
      preValidation: normalizeFormBody,
      schema: {
        tags,
        security,
        description:
          'A podcaster invites an expert to one of their approved podcasts with 1-3 proposed times; the expert is emailed.',
        body: NewBookingBody,
        response: { 201: Booking, ...changeErrors, 429: ErrorDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await createBooking(ctx, signedInUser(request), request.body)),
  );

  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: { tags, security, querystring: BookingsQuery, response: { 200: Page(Booking), ...errors } },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { count, results } = await listBookings(ctx, signedInUser(request), request.query.view, page);
      return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
    },
  );

  app.get(
    '/summary/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: 'For the navigation badge.',
        response: { 200: BookingSummary, 401: ErrorDetail },
      },
    },
    async (request) => bookingSummary(ctx, signedInUser(request)),
  );

  app.get(
    '/reviews/',
    {
      schema: {
        tags,
        description: 'The reviews a user received after recorded bookings, latest first. Public.',
        querystring: ReviewsQuery,
        response: { 200: Page(BookingReview), 400: BadRequestBody },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { count, results } = await listReviews(ctx, request.query.user_id, page);
      return pageEnvelope(page, count, results, new URL(request.url, app.config.publicApiUrl));
    },
  );

  app.get(
    '/track_record/:user_id/',
    {
      schema: {
        tags,
        description: "A user's rating, recorded appearances and share of cancelled or missed bookings. Public.",
        params: UserIdParams,
        response: { 200: TrackRecord, 400: BadRequestBody, 404: ErrorDetail },
      },
    },
    async (request) => trackRecord(ctx, request.params.user_id),
  );

  app.get(
    '/:id/',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: IdParams, response: { 200: Booking, ...errors } },
    },
    async (request) => getBooking(ctx, signedInUser(request), request.params.id),
  );

  app.get(
    '/:id/invite.ics',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: 'The calendar invite (RFC 5545) of a scheduled booking, or its cancellation once cancelled.',
        params: IdParams,
        produces: ['text/calendar'],
        response: { 200: Type.String(), ...errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const calendar = await downloadCalendar(ctx, signedInUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="podbridge-booking-${request.params.id}.ics"`)
        .send(calendar);
    },
  );

  /** A change by one side: the booking's id in the path, the body validated by `body`, the booking as it is after. */
  const changeRoute = <Body extends TSchema>(
    method: 'POST' | 'PUT',
    action: string,
    body: Body,
    description: string,
    run: (user: AuthenticatedUser, id: number, body: Static<Body>) => Promise<Booking>,
  ) =>
    app.route({
      method,
      url: `/:id/${action}/`,
      onRequest: app.requireUser,
      preValidation: normalizeFormBody,
      schema: { tags, security, description, params: IdParams, body, response: { 200: Booking, ...changeErrors } },
      // The schema above has validated the body; the type provider cannot follow a schema passed as a parameter.
      handler: async (request) =>
        run(signedInUser(request), (request.params as Static<typeof IdParams>).id, request.body as Static<Body>),
    });

  changeRoute(
    'POST',
    'accept',
    AcceptBody,
    'The side the request waits for accepts one open slot: the booking is scheduled, both get the calendar invite, reminders follow 24 hours and 1 hour before.',
    (user, id, body) => acceptSlot(ctx, user, id, body.slot_id),
  );
  changeRoute(
    'POST',
    'propose',
    ProposeBody,
    'The side the request waits for proposes other times; then the other side chooses.',
    (user, id, body) => proposeSlots(ctx, user, id, body.slots),
  );
  changeRoute('POST', 'decline', DeclineBody, 'The expert declines an open request, with a reason.', (user, id, body) =>
    declineBooking(ctx, user, id, body.reason),
  );
  changeRoute(
    'POST',
    'cancel',
    CancelBody,
    'Either side cancels an open request, or a scheduled booking before its time, with a reason.',
    (user, id, body) => cancelBooking(ctx, user, id, body.reason),
  );
  changeRoute(
    'POST',
    'outcome',
    OutcomeBody,
    'After the recording time the podcaster marks a scheduled booking recorded or a no-show.',
    (user, id, body) => markOutcome(ctx, user, id, body.outcome),
  );
  changeRoute(
    'POST',
    'confirmation',
    ConfirmationBody,
    'The expert confirms or disputes (with a reason) what the podcaster marked, once.',
    (user, id, body) => confirmOutcome(ctx, user, id, body),
  );
  changeRoute(
    'PUT',
    'episode_link',
    EpisodeLinkBody,
    'The podcaster links the published episode of a recorded booking.',
    (user, id, body) => setEpisodeLink(ctx, user, id, body.episode_link),
  );

  app.post(
    '/:id/reviews/',
    {
      onRequest: app.requireUser,
      preValidation: normalizeFormBody,
      schema: {
        tags,
        security,
        description: 'Each side reviews the other once, after a recording the expert confirmed.',
        params: IdParams,
        body: ReviewBody,
        response: { 201: BookingReview, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addReview(ctx, signedInUser(request), request.params.id, request.body)),
  );
};

export default bookingsRoutes;
