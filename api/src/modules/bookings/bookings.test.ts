import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookings, bookingSlots, jobs, podcasts } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { jobContextOf, runDueJobs, type JobContext } from '../../jobs/runner';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { errorFields, fieldMessages } from '../../testing/errors';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import type { Booking } from './schemas';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** How far the app's clock is moved ahead of the real one. */
let offset = 0;
const clock = () => new Date(Date.now() + offset);

let t: TestApp;
let ctx: JobContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  ctx = jobContextOf(t.app);
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());
beforeEach(() => {
  offset = 0;
});

type Session = { user: { id: number; username: string; email: string }; headers: { authorization: string } };

/** A wall-clock time in Stockholm `days` from now at `hour`:00, as the API takes it. */
const stockholm = (days: number, hour = 10) =>
  DateTime.now()
    .setZone('Europe/Stockholm')
    .plus({ days })
    .set({ hour, minute: 0, second: 0, millisecond: 0 })
    .toFormat("yyyy-MM-dd'T'HH:mm");

/** A podcaster with an approved podcast and an expert with a published profile. */
async function sides() {
  const podcaster = await podcasterWithProfile(t);
  const podcast = await addPodcast(
    t,
    podcaster.headers,
    { title: 'Fika with founders' },
    { approvedBy: admin.headers },
  );
  const expert = await expertWithProfile(t, { name: 'Karin Ek' }, { approvedBy: admin.headers });
  return { podcaster, expert, podcast };
}

const invitation = (podcastId: number, expertId: number, overrides: Record<string, unknown> = {}) => ({
  podcast_id: podcastId,
  expert_id: expertId,
  topic: 'Raising money in Sweden',
  format: 'remote',
  slots: [stockholm(10), stockholm(11)],
  recording_link: 'https://studio.example.se/room/7',
  note: 'About 45 minutes, relaxed.',
  ...overrides,
});

async function invite(
  podcaster: Session,
  podcastId: number,
  expertId: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: podcaster.headers,
    payload: invitation(podcastId, expertId, overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Booking>();
}

const act = (
  session: Session,
  bookingId: number,
  action: string,
  payload: Record<string, unknown> = {},
  method: 'POST' | 'PUT' = 'POST',
) => t.app.inject({ method, url: `/api/bookings/${bookingId}/${action}/`, headers: session.headers, payload });

const stored = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const runJobs = () => runDueJobs(ctx, jobHandlers, { now: clock(), workerId: 'test' });
const mailTo = (session: Session) => t.mail.messages.filter((message) => message.to === session.user.email);

/** A booking scheduled for the first proposed slot, `days` ahead. */
async function scheduled(days = 10) {
  const { podcaster, expert, podcast } = await sides();
  const booking = await invite(podcaster, podcast.id, expert.user.id, { slots: [stockholm(days)] });
  const accepted = await act(expert, booking.id, 'accept', { slot_id: booking.slots[0]!.id });
  expect(accepted.statusCode).toBe(200);
  return { podcaster, expert, podcast, booking: accepted.json<Booking>() };
}

describe('a booking from invitation to reviews', () => {
  it('goes through proposal, scheduling with calendar invites, the outcome, confirmation and reviews', async () => {
    const { podcaster, expert, podcast } = await sides();
    const booking = await invite(podcaster, podcast.id, expert.user.id);
    expect(booking).toMatchObject({
      status: 'pending',
      awaiting: 'expert',
      your_role: 'podcaster',
      podcast: { id: podcast.id, title: 'Fika with founders' },
      expert: { id: expert.user.id, name: 'Karin Ek', profile_id: expert.profile.id },
      time_zone: 'Europe/Stockholm',
      duration_minutes: 60,
      actions: { accept: false, propose: false, cancel: true, decline: false },
    });
    expect(booking.slots).toHaveLength(2);
    expect(booking.slots[0]!.starts_at).toBe(
      DateTime.fromISO(stockholm(10), { zone: 'Europe/Stockholm' }).toUTC().toISO({ suppressMilliseconds: false }),
    );

    await runJobs();
    const invited = mailTo(expert).find((message) => message.subject.includes('invites you'));
    expect(invited!.subject).toBe(`${podcaster.user.username} invites you to Fika with founders`);
    expect(invited!.text).toContain('Raising money in Sweden');
    expect(invited!.link).toBe('http://localhost:3000/bookings');

    const asExpert = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/`,
      headers: expert.headers,
    });
    expect(asExpert.json()).toMatchObject({
      your_role: 'expert',
      actions: { accept: true, propose: true, decline: true, cancel: true },
    });

    const proposed = await act(expert, booking.id, 'propose', { slots: [stockholm(12, 14)] });
    expect(proposed.statusCode).toBe(200);
    const counter = proposed.json<Booking>();
    expect(counter).toMatchObject({ status: 'proposed', awaiting: 'podcaster', slots: [{ proposed_by: 'expert' }] });

    const accepted = await act(podcaster, booking.id, 'accept', { slot_id: counter.slots[0]!.id });
    expect(accepted.statusCode).toBe(200);
    const booked = accepted.json<Booking>();
    expect(booked).toMatchObject({
      status: 'scheduled',
      awaiting: null,
      slots: [],
      starts_at: counter.slots[0]!.starts_at,
    });

    await runJobs();
    for (const side of [podcaster, expert]) {
      const email = mailTo(side).find((message) => message.subject.startsWith('Booked:'));
      expect(email?.calendar?.method).toBe('REQUEST');
      expect(email!.calendar!.content).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST[\s\S]*BEGIN:VEVENT/);
      expect(email!.calendar!.content).toContain(`UID:booking-${booking.id}@podbridge.se`);
      expect(email!.calendar!.content).toContain(
        `DTSTART:${DateTime.fromISO(booked.starts_at!).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
      );
      expect(email!.calendar!.content).toContain(`mailto:${side.user.email}`);
    }
    // The other side's account address is in no invite.
    expect(mailTo(expert).every((message) => !message.calendar?.content.includes(podcaster.user.email))).toBe(true);

    const early = await act(podcaster, booking.id, 'outcome', { outcome: 'recorded' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: 'The recording time has not come yet.', code: 'booking_state' });

    const viewOf = async (session: Session) => {
      const ids = async (view: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/bookings/?view=${view}`, headers: session.headers }))
          .json<{ results: Booking[] }>()
          .results.map((item) => item.id);
      const waiting = (
        await t.app.inject({ method: 'GET', url: '/api/bookings/summary/', headers: session.headers })
      ).json<{ waiting: number }>().waiting;
      return {
        waiting,
        lists: { waiting: await ids('waiting'), upcoming: await ids('upcoming'), past: await ids('past') },
      };
    };
    expect(await viewOf(podcaster)).toEqual({ waiting: 0, lists: { waiting: [], upcoming: [booking.id], past: [] } });

    // Once the time has come, the marking waits for the podcaster, then the confirmation for the expert.
    offset = 13 * DAY;
    expect(await viewOf(podcaster)).toEqual({ waiting: 1, lists: { waiting: [booking.id], upcoming: [], past: [] } });
    expect(await viewOf(expert)).toEqual({ waiting: 0, lists: { waiting: [], upcoming: [booking.id], past: [] } });
    const marked = await act(podcaster, booking.id, 'outcome', { outcome: 'recorded' });
    expect(marked.json()).toMatchObject({ status: 'recorded', expert_confirmation: null, actions: { review: false } });
    expect(await viewOf(podcaster)).toEqual({ waiting: 0, lists: { waiting: [], upcoming: [], past: [booking.id] } });
    expect(await viewOf(expert)).toEqual({ waiting: 1, lists: { waiting: [booking.id], upcoming: [], past: [] } });
    const confirmed = await act(expert, booking.id, 'confirmation', { confirmation: 'confirmed' });
    expect(await viewOf(expert)).toEqual({ waiting: 0, lists: { waiting: [], upcoming: [], past: [booking.id] } });
    expect(confirmed.json()).toMatchObject({
      expert_confirmation: 'confirmed',
      actions: { review: true, confirm: false },
    });

    const episode = await act(
      podcaster,
      booking.id,
      'episode_link',
      { episode_link: 'https://pods.example.se/ep/12' },
      'PUT',
    );
    expect(episode.json()).toMatchObject({ episode_link: 'https://pods.example.se/ep/12' });

    const byPodcaster = await act(podcaster, booking.id, 'reviews', {
      rating: 5,
      text: 'Sharp, well prepared and on time.',
    });
    expect(byPodcaster.statusCode).toBe(201);
    expect(byPodcaster.json()).toMatchObject({
      rating: 5,
      reviewer: { id: podcaster.user.id },
      reviewer_role: 'podcaster',
      podcast: { title: 'Fika with founders' },
    });
    const byExpert = await act(expert, booking.id, 'reviews', { rating: 4, text: 'Good questions.' });
    expect(byExpert.statusCode).toBe(201);
    const again = await act(expert, booking.id, 'reviews', { rating: 1, text: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);

    const record = await t.app.inject({ method: 'GET', url: `/api/bookings/track_record/${expert.user.id}/` });
    expect(record.json()).toEqual({
      user_id: expert.user.id,
      rating_average: 5,
      rating_count: 1,
      recorded: 1,
      settled: 1,
      cancelled_or_no_show: 0,
      cancelled_or_no_show_share: 0,
    });
    const reviews = await t.app.inject({ method: 'GET', url: `/api/bookings/reviews/?user_id=${expert.user.id}` });
    expect(reviews.json()).toMatchObject({
      count: 1,
      results: [{ text: 'Sharp, well prepared and on time.', reviewer: { username: podcaster.user.username } }],
    });
    const ofPodcaster = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/reviews/?user_id=${podcaster.user.id}`,
    });
    expect(ofPodcaster.json()).toMatchObject({ count: 1, results: [{ rating: 4, reviewer_role: 'expert' }] });
  });

  it('lists requests waiting for each side, upcoming and past bookings, and counts what waits for you', async () => {
    const { podcaster, expert, podcast } = await sides();
    const open = await invite(podcaster, podcast.id, expert.user.id);
    const list = async (session: Session, view: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/bookings/?view=${view}`, headers: session.headers })).json<{
        count: number;
        results: Booking[];
      }>();
    const summary = async (session: Session) =>
      (await t.app.inject({ method: 'GET', url: '/api/bookings/summary/', headers: session.headers })).json();

    expect((await list(expert, 'waiting')).results.map((item) => item.id)).toEqual([open.id]);
    expect(await summary(expert)).toEqual({ waiting: 1 });
    expect(await summary(podcaster)).toEqual({ waiting: 0 });
    expect((await list(podcaster, 'upcoming')).results.map((item) => item.id)).toEqual([open.id]);

    await act(expert, open.id, 'decline', { reason: 'Not my field, sorry.' });
    expect(await summary(expert)).toEqual({ waiting: 0 });
    const past = await list(podcaster, 'past');
    expect(past.results).toMatchObject([{ id: open.id, status: 'declined', decline_reason: 'Not my field, sorry.' }]);
    await runJobs();
    expect(mailTo(podcaster).at(-1)!.text).toContain('Not my field, sorry.');

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/?view=everything',
      headers: podcaster.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['view']);
  });
});

describe('who may do what', () => {
  it('hides a booking from anyone but its two sides, and a refused change leaves it as it was', async () => {
    const { podcaster, expert, podcast } = await sides();
    const booking = await invite(podcaster, podcast.id, expert.user.id);
    const before = await stored(booking.id);
    for (const outsider of [await loginAs(t, 'expert'), admin]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/`, headers: outsider.headers }))
          .statusCode,
      ).toBe(404);
      expect((await act(outsider, booking.id, 'accept', { slot_id: booking.slots[0]!.id })).statusCode).toBe(404);
      expect((await act(outsider, booking.id, 'cancel', { reason: 'Mine now.' })).statusCode).toBe(404);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/bookings/?view=waiting',
        headers: outsider.headers,
      });
      expect(listed.json()).toMatchObject({ count: 0 });
    }
    expect(await stored(booking.id)).toEqual(before);
  });

  it('refuses an invitation to an expert who is not taking bookings yet with 409, and takes it from that day', async () => {
    const { podcaster, expert, podcast } = await sides();
    const away = DateTime.fromJSDate(clock()).setZone('Europe/Stockholm').plus({ days: 3 }).toISODate()!;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/experts/my-profile/',
      headers: expert.headers,
      payload: { available_from: away },
    });
    expect(changed.json()).toMatchObject({ available_from: away, is_available: false });
    const count = async () => (await t.db.select().from(bookings).where(eq(bookings.expertId, expert.user.id))).length;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: invitation(podcast.id, expert.user.id, { slots: [stockholm(10)] }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: `This expert is not taking bookings until ${away}.`, code: 'expert_unavailable' });
    expect(await count()).toBe(0);
    offset += 4 * 86_400_000;
    try {
      await invite(podcaster, podcast.id, expert.user.id, { slots: [stockholm(10)] });
      expect(await count()).toBe(1);
    } finally {
      offset -= 4 * 86_400_000;
    }
  });

  it('refuses the wrong side with 403 and an impossible change with 409, changing nothing', async () => {
    const { podcaster, expert, podcast } = await sides();
    const booking = await invite(podcaster, podcast.id, expert.user.id);
    const before = await stored(booking.id);

    const ownAccept = await act(podcaster, booking.id, 'accept', { slot_id: booking.slots[0]!.id });
    expect(ownAccept.statusCode).toBe(403);
    expect(ownAccept.json()).toMatchObject({
      code: 'wrong_side',
      detail: "This request waits for the expert's answer.",
    });
    expect((await act(podcaster, booking.id, 'decline', { reason: 'No.' })).statusCode).toBe(403);
    expect((await act(podcaster, booking.id, 'propose', { slots: [stockholm(20)] })).statusCode).toBe(403);
    expect((await act(expert, booking.id, 'outcome', { outcome: 'no_show' })).statusCode).toBe(403);
    const notScheduled = await act(podcaster, booking.id, 'outcome', { outcome: 'recorded' });
    expect(notScheduled.statusCode).toBe(409);
    expect(notScheduled.json()).toMatchObject({
      code: 'booking_state',
      detail: 'Only a scheduled booking can be marked.',
    });
    const earlyReview = await act(podcaster, booking.id, 'reviews', { rating: 5, text: 'Great!' });
    expect(earlyReview.statusCode).toBe(409);
    expect(await stored(booking.id)).toEqual(before);

    const cancelled = await act(podcaster, booking.id, 'cancel', { reason: 'The season was cut.' });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'podcaster',
      cancel_reason: 'The season was cut.',
    });
    const afterCancel = await stored(booking.id);
    const late = await act(expert, booking.id, 'accept', { slot_id: booking.slots[0]!.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: 'This booking is cancelled; it no longer takes answers.' });
    expect((await act(expert, booking.id, 'decline', { reason: 'Too late.' })).statusCode).toBe(409);
    expect(await stored(booking.id)).toEqual(afterCancel);
  });

  it('lets a new show waiting for review invite on its first day, a few guests a day, and tells the expert', async () => {
    const { podcaster, expert } = await sides();
    const newShow = await addPodcast(t, podcaster.headers, { title: 'Brand new show' });

    const booking = await invite(podcaster, newShow.id, expert.user.id);
    expect(booking.podcast).toEqual({ id: newShow.id, title: 'Brand new show', awaiting_review: true });
    const seen = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/`, headers: expert.headers });
    expect(seen.json().podcast.awaiting_review).toBe(true);
    await runJobs();
    const invitationEmail = mailTo(expert).find((message) => message.subject.includes('invites you to Brand new show'));
    expect(invitationEmail?.text).toContain('The show is new on PodBridge and waits for our review');

    // Four more experts fill the day's allowance of a show awaiting review; the next invitation is refused.
    for (let index = 0; index < 4; index += 1) {
      const other = await expertWithProfile(t, { name: `Guest ${index}` }, { approvedBy: admin.headers });
      await invite(podcaster, newShow.id, other.user.id);
    }
    const sixth = await expertWithProfile(t, { name: 'Guest six' }, { approvedBy: admin.headers });
    const before = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.podcastId, newShow.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: invitation(newShow.id, sixth.user.id),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      detail: 'A show waiting for review can send at most 5 invitations a day.',
      code: 'too_many_invitations',
    });
    const after = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.podcastId, newShow.id));
    expect(after).toHaveLength(before.length);
  });

  it('lets only podcasters invite, to their own published podcast, an expert with a published profile', async () => {
    const { podcaster, expert, podcast } = await sides();
    const stranger = await podcasterWithProfile(t);
    const pendingPodcast = await addPodcast(t, podcaster.headers, { title: 'Not yet published' });
    const unpublishedExpert = await expertWithProfile(t, { name: 'Pending Person' });
    const listener = await loginAs(t, 'listener');

    const byExpert = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: expert.headers,
      payload: invitation(podcast.id, expert.user.id),
    });
    expect(byExpert.statusCode).toBe(403);
    const byListener = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: listener.headers,
      payload: invitation(podcast.id, expert.user.id),
    });
    expect(byListener.json()).toMatchObject({ code: 'podcasters_only' });
    const notOwn = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: stranger.headers,
      payload: invitation(podcast.id, expert.user.id),
    });
    expect(fieldMessages(notOwn.json())).toEqual({ podcast_id: ['Choose one of your podcasts.'] });
    await t.db.update(podcasts).set({ approvalStatus: 'rejected' }).where(eq(podcasts.id, pendingPodcast.id));
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: invitation(pendingPodcast.id, expert.user.id),
    });
    expect(fieldMessages(rejected.json())).toEqual({
      podcast_id: ['Only a published podcast, or one waiting for its first review, can invite guests.'],
    });
    const noProfile = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: invitation(podcast.id, unpublishedExpert.user.id),
    });
    expect(fieldMessages(noProfile.json())).toEqual({ expert_id: ['Choose an expert with a published profile.'] });

    await invite(podcaster, podcast.id, expert.user.id);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: invitation(podcast.id, expert.user.id),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'already_invited' });

    const blockedBy = await expertWithProfile(t, { name: 'Blocker' }, { approvedBy: admin.headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: blockedBy.headers,
      payload: { user_id: podcaster.user.id },
    });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: invitation(podcast.id, blockedBy.user.id),
    });
    expect(blocked.statusCode).toBe(403);
    expect(await t.db.select().from(bookings).where(eq(bookings.expertId, blockedBy.user.id))).toEqual([]);
  });

  it('lets either side cancel a scheduled booking before its time, and tells both calendars', async () => {
    const { podcaster, expert, booking } = await scheduled();
    await runJobs();
    const cancelled = await act(expert, booking.id, 'cancel', { reason: 'I am ill.' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'expert' });
    await runJobs();
    for (const side of [podcaster, expert]) {
      const email = mailTo(side).find((message) => message.subject.startsWith('Cancelled:'));
      expect(email?.calendar?.method).toBe('CANCEL');
      expect(email!.calendar!.content).toContain('STATUS:CANCELLED');
      expect(email!.calendar!.content).toContain('SEQUENCE:1');
    }
    expect(mailTo(podcaster).find((message) => message.subject.startsWith('Cancelled:'))!.text).toContain('I am ill.');
    const record = await t.app.inject({ method: 'GET', url: `/api/bookings/track_record/${expert.user.id}/` });
    expect(record.json()).toMatchObject({ settled: 1, cancelled_or_no_show: 1, cancelled_or_no_show_share: 1 });
    const podcasterRecord = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/track_record/${podcaster.user.id}/`,
    });
    expect(podcasterRecord.json()).toMatchObject({
      settled: 1,
      cancelled_or_no_show: 0,
      cancelled_or_no_show_share: 0,
    });
  });

  it('counts an undisputed no-show against the expert, and a disputed one against nobody', async () => {
    const first = await scheduled(3);
    offset = 4 * DAY;
    await act(first.podcaster, first.booking.id, 'outcome', { outcome: 'no_show' });
    const noReason = await act(first.expert, first.booking.id, 'confirmation', { confirmation: 'disputed' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldMessages(noReason.json())).toEqual({ reason: ['Tell what really happened.'] });
    const disputed = await act(first.expert, first.booking.id, 'confirmation', {
      confirmation: 'disputed',
      reason: 'I waited in the studio for an hour.',
    });
    expect(disputed.json()).toMatchObject({
      expert_confirmation: 'disputed',
      dispute_reason: 'I waited in the studio for an hour.',
      actions: { review: false },
    });
    expect(
      (await act(first.podcaster, first.booking.id, 'reviews', { rating: 1, text: 'Never came.' })).statusCode,
    ).toBe(409);
    const record = await t.app.inject({ method: 'GET', url: `/api/bookings/track_record/${first.expert.user.id}/` });
    expect(record.json()).toMatchObject({ recorded: 0, settled: 1, cancelled_or_no_show: 0 });
  });

  it('answers 404 for the track record of no user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/track_record/2147483000/' })).statusCode).toBe(404);
  });
});

describe('input', () => {
  it('answers bad invitations with 400 and a message per field', async () => {
    const { podcaster, expert, podcast } = await sides();
    const post = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/',
        headers: podcaster.headers,
        payload: invitation(podcast.id, expert.user.id, overrides),
      });

    expect(fieldMessages((await post({ slots: [] })).json())).toEqual({
      slots: ['Propose at least one recording time.'],
    });
    expect(
      fieldMessages((await post({ slots: [stockholm(3), stockholm(4), stockholm(5), stockholm(6)] })).json()),
    ).toEqual({ slots: ['Propose at most 3 recording times.'] });
    expect(fieldMessages((await post({ slots: [stockholm(-2)] })).json())).toEqual({
      slots: ['Choose times in the future.'],
    });
    expect(fieldMessages((await post({ slots: [stockholm(400)] })).json())).toEqual({
      slots: ['Choose times within 365 days.'],
    });
    expect(fieldMessages((await post({ slots: [stockholm(3), stockholm(3)] })).json())).toEqual({
      slots: ['Propose different times.'],
    });
    expect(fieldMessages((await post({ slots: ['next tuesday'] })).json())).toEqual({
      slots: ['Enter a date and time as YYYY-MM-DDTHH:MM.'],
    });
    // Next year's last Sunday of March, when Stockholm's clocks jump from 02:00 to 03:00.
    const endOfMarch = DateTime.fromObject({ year: DateTime.now().year + 1, month: 3, day: 31 });
    const springForward = endOfMarch.minus({ days: endOfMarch.weekday % 7 }).toFormat('yyyy-MM-dd');
    expect(fieldMessages((await post({ slots: [`${springForward}T02:30`] })).json())).toEqual({
      slots: [`${springForward} 02:30 does not exist in Europe/Stockholm (the clocks change).`],
    });
    expect(fieldMessages((await post({ time_zone: 'Mars/Olympus' })).json())).toEqual({
      time_zone: ['Choose a valid time zone, e.g. Europe/Stockholm.'],
    });
    expect(fieldMessages((await post({ format: 'in_person' })).json())).toEqual({
      place: ['Enter where the recording takes place.'],
    });
    expect(errorFields((await post({ topic: 'Tab\u0000bed' })).json())).toEqual(['topic']);
    expect(errorFields((await post({ topic: '' })).json())).toEqual(['topic']);
    expect(errorFields((await post({ duration_minutes: 5000 })).json())).toEqual(['duration_minutes']);
    expect(errorFields((await post({ recording_link: 'javascript:alert(1)' })).json())).toEqual(['recording_link']);
    expect(errorFields((await post({ expert_id: 99_999_999_999 })).json())).toEqual(['expert_id']);
    expect(await t.db.select().from(bookings).where(eq(bookings.podcasterId, podcaster.user.id))).toEqual([]);

    const inPerson = await invite(podcaster, podcast.id, expert.user.id, {
      format: 'in_person',
      place: 'Studio 4, Götgatan 9',
      time_zone: 'Europe/London',
      slots: [
        DateTime.now()
          .setZone('Europe/London')
          .plus({ days: 5 })
          .set({ hour: 9, minute: 30 })
          .toFormat("yyyy-MM-dd'T'HH:mm"),
      ],
    });
    expect(inPerson).toMatchObject({ format: 'in_person', place: 'Studio 4, Götgatan 9', time_zone: 'Europe/London' });
    expect(DateTime.fromISO(inPerson.slots[0]!.starts_at).setZone('Europe/London').toFormat('HH:mm')).toBe('09:30');
  });

  it('refuses a slot of another booking or round, and a time that has passed', async () => {
    const { podcaster, expert, podcast } = await sides();
    const booking = await invite(podcaster, podcast.id, expert.user.id, { slots: [stockholm(2)] });
    const other = await scheduled();
    const [otherSlot] = await t.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, other.booking.id));
    const foreign = await act(expert, booking.id, 'accept', { slot_id: otherSlot!.id });
    expect(foreign.statusCode).toBe(400);
    expect(fieldMessages(foreign.json())).toEqual({ slot_id: ['Choose one of the proposed times.'] });
    offset = 3 * DAY;
    const passed = await act(expert, booking.id, 'accept', { slot_id: booking.slots[0]!.id });
    expect(passed.statusCode).toBe(409);
    expect(passed.json()).toMatchObject({ detail: 'That time has passed; propose another one.' });
    expect((await stored(booking.id)).status).toBe('pending');
  });
});

describe('reminders', () => {
  it('go to both sides 24 hours and 1 hour before, once each, even with two instances running jobs at once', async () => {
    const { podcaster, expert, booking } = await scheduled(5);
    const startsAt = new Date(booking.starts_at!);
    await runJobs();
    const reminders = (session: Session) =>
      mailTo(session).filter((message) => /^(Tomorrow|In 1 hour):/.test(message.subject));

    const at = (time: number) =>
      Promise.all([
        runDueJobs(ctx, jobHandlers, { now: new Date(time), workerId: 'instance-a' }),
        runDueJobs(ctx, jobHandlers, { now: new Date(time), workerId: 'instance-b' }),
      ]);
    await at(startsAt.getTime() - 25 * HOUR);
    expect(reminders(podcaster)).toHaveLength(0);
    await at(startsAt.getTime() - 23.5 * HOUR);
    await at(startsAt.getTime() - 23 * HOUR);
    expect(reminders(podcaster).map((message) => message.subject)).toEqual([
      `Tomorrow: Fika with founders with Karin Ek`,
    ]);
    expect(reminders(expert).map((message) => message.subject)).toEqual([
      `Tomorrow: Fika with founders with ${podcaster.user.username}`,
    ]);

    // A job run again (its instance died before marking it done) finds the reminder already sent.
    await t.db.update(jobs).set({ doneAt: null, lockedAt: null }).where(eq(jobs.kind, 'booking-reminder'));
    await at(startsAt.getTime() - 0.5 * HOUR);
    expect(reminders(podcaster).map((message) => message.subject)).toEqual([
      'Tomorrow: Fika with founders with Karin Ek',
      'In 1 hour: Fika with founders with Karin Ek',
    ]);
    expect(reminders(expert)).toHaveLength(2);
  });

  it('are not sent for a booking cancelled since', async () => {
    const { podcaster, expert, booking } = await scheduled(5);
    await act(podcaster, booking.id, 'cancel', { reason: 'We stop the show.' });
    await runDueJobs(ctx, jobHandlers, {
      now: new Date(new Date(booking.starts_at!).getTime() - 0.5 * HOUR),
      workerId: 'test',
    });
    expect(mailTo(expert).filter((message) => /^(Tomorrow|In 1 hour):/.test(message.subject))).toEqual([]);
  });
});

describe('the calendar file', () => {
  it('is given to both sides of a scheduled booking and to nobody else', async () => {
    const { podcaster, expert, booking } = await scheduled();
    for (const side of [podcaster, expert]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/invite.ics`,
        headers: side.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.body).toContain(`UID:booking-${booking.id}@podbridge.se`);
    }
    const outsider = await loginAs(t, 'podcaster');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/invite.ics`, headers: outsider.headers }))
        .statusCode,
    ).toBe(404);
    const open = await sides();
    const pending = await invite(open.podcaster, open.podcast.id, open.expert.user.id);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${pending.id}/invite.ics`,
      headers: open.podcaster.headers,
    });
    expect(early.statusCode).toBe(409);
  });
});
