import { bookingReviews } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { jobContextOf, runDueJobs } from '../../jobs/runner';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, pngImage, podcasterWithProfile } from '../../testing/podcasts';
import { sendMessage } from '../../testing/messages';
import { loginAs } from '../../testing/users';

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let karin: Session & { profile: { id: number } };
let anna: Session;
let plain: Session;
let karinPicture: string;
let annaPicture: string;

const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, headers: session?.headers });
const send = (from: Session, to: Session, content: string) => sendMessage(t, from, to, content);

/** Runs the due jobs as if 16 minutes had passed: an unread message's email is due after 15. */
const runJobsAfterQuarterHour = () =>
  runDueJobs(jobContextOf(t.app), jobHandlers, {
    now: new Date(Date.now() + 16 * 60_000),
    workerId: 'test',
  });

/** A person as every response shows them. */
const person = (session: Session, displayName: string, picture: string | null) => ({
  id: session.user.id,
  username: session.user.username,
  display_name: displayName,
  picture,
});

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t, 'admin');
  karin = await expertWithProfile(
    t,
    { name: 'Karin Ek', profile_picture: await pngImage() },
    { approvedBy: admin.headers },
  );
  anna = await podcasterWithProfile(t);
  plain = await loginAs(t, 'listener');
  karinPicture = (await get(`/api/experts/profiles/${karin.profile.id}/`)).json().profile_picture_url;
  annaPicture = (await get('/api/podcasts/profiles/my_profile/', anna)).json().profile_picture_url;
  // The same absolute /media/ address the profiles give.
  expect(karinPicture).toMatch(/^http:\/\/.+\/media\/.+\.webp$/);
  expect(annaPicture).toMatch(/^http:\/\/.+\/media\/.+\.webp$/);
});
afterAll(() => t.close());

describe('people in messages', () => {
  it("shows an expert by their profile's name and picture, a podcaster by their profile's picture, others by username", async () => {
    await send(anna, karin, 'Hej Karin!');
    await send(plain, karin, 'Hej från en lyssnare');

    const conversations = (await get('/api/user_messages/conversations/', karin)).json();
    expect(conversations.map((entry: { user: unknown }) => entry.user)).toEqual([
      { ...person(plain, plain.user.username, null), user_type: 'listener' },
      { ...person(anna, anna.user.username, annaPicture), user_type: 'podcaster' },
    ]);
    expect((await get('/api/user_messages/conversations/', anna)).json()[0].user).toEqual({
      ...person(karin, 'Karin Ek', karinPicture),
      user_type: 'expert',
    });
    expect((await get(`/api/user_messages/chat_with_user/?user_id=${karin.user.id}`, anna)).json().other_user).toEqual({
      ...person(karin, 'Karin Ek', karinPicture),
      user_type: 'expert',
    });
    expect((await get(`/api/user_messages/chat_with_user/?user_id=${plain.user.id}`, karin)).json().other_user).toEqual(
      {
        ...person(plain, plain.user.username, null),
        user_type: 'listener',
      },
    );
  });

  it('names the sender of an unread message by their display name in the email', async () => {
    await send(karin, plain, 'Tack för meddelandet!');
    await runJobsAfterQuarterHour();
    const email = t.mail.messages.find((message) => message.to === plain.user.email);
    expect(email?.subject).toBe('New message from Karin Ek on PodBridge');
    expect(email?.text).toContain('Karin Ek sent you a message');
    expect(email?.text).not.toContain(karin.user.username);
    // Someone without a profile is greeted by their username.
    expect(email?.text).toMatch(new RegExp(`^Hi ${plain.user.username},`));
  });

  it('greets the recipient of an email by their display name', async () => {
    await send(plain, karin, 'Hej Karin, har du tid för en intervju?');
    await runJobsAfterQuarterHour();
    const email = t.mail.messages.find((message) => message.to === karin.user.email);
    expect(email?.text).toMatch(/^Hi Karin Ek,/);
    expect(email?.html).toContain('<p>Hi Karin Ek,</p>');
  });
});

describe('people in comments, bookings and reviews', () => {
  it('shows the author of each comment and reply', async () => {
    const admin = await loginAs(t, 'admin');
    const podcast = await addPodcast(t, anna.headers, {}, { approvedBy: admin.headers });
    const comment = (url: string, session: Session, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: session.headers, payload });
    const first = await comment(`/api/podcasts/${podcast.id}/comments/`, karin, { content: 'Bra avsnitt!' });
    expect(first.json().user).toEqual(person(karin, 'Karin Ek', karinPicture));
    await comment(`/api/podcasts/${podcast.id}/comments/`, plain, { content: 'Håller med', parent: first.json().id });
    await comment(`/api/experts/profiles/${karin.profile.id}/add_comment/`, anna, { content: 'Tack för sist!' });

    const listed = (await get(`/api/podcasts/${podcast.id}/comments/`)).json();
    expect(listed[0].user).toEqual(person(karin, 'Karin Ek', karinPicture));
    expect(listed[0].replies[0].user).toEqual(person(plain, plain.user.username, null));
    const onProfile = (await get(`/api/experts/profiles/${karin.profile.id}/comments/`)).json();
    expect(onProfile[0].user).toEqual(person(anna, anna.user.username, annaPicture));
  });

  it("shows a booking's podcaster and expert, and the reviewer of a review", async () => {
    const admin = await loginAs(t, 'admin');
    const podcast = await addPodcast(t, anna.headers, { title: 'Fika with founders' }, { approvedBy: admin.headers });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: anna.headers,
      payload: {
        podcast_id: podcast.id,
        expert_id: karin.user.id,
        topic: 'Raising money in Sweden',
        format: 'remote',
        slots: [new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 16)],
        recording_link: 'https://studio.example.se/room/7',
      },
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json();
    expect(booking.podcaster).toEqual(person(anna, anna.user.username, annaPicture));
    expect(booking.expert).toEqual({
      ...person(karin, 'Karin Ek', karinPicture),
      profile_id: karin.profile.id,
      name: 'Karin Ek',
    });
    expect((await get(`/api/bookings/${booking.id}/`, karin)).json().podcaster).toEqual(
      person(anna, anna.user.username, annaPicture),
    );

    // Reviews follow a recorded booking; the review itself is stored directly, the answer read through the API.
    await t.db.insert(bookingReviews).values([
      { bookingId: booking.id, reviewerId: karin.user.id, revieweeId: anna.user.id, rating: 5, text: 'Väl förberedd.' },
      { bookingId: booking.id, reviewerId: anna.user.id, revieweeId: karin.user.id, rating: 4, text: 'Skarp.' },
    ]);
    const ofAnna = (await get(`/api/bookings/reviews/?user_id=${anna.user.id}`)).json();
    expect(ofAnna.results[0].reviewer).toEqual(person(karin, 'Karin Ek', karinPicture));
    const ofKarin = (await get(`/api/bookings/reviews/?user_id=${karin.user.id}`)).json();
    expect(ofKarin.results[0].reviewer).toEqual(person(anna, anna.user.username, annaPicture));
    const reviews = (await get(`/api/bookings/${booking.id}/`, anna)).json().reviews;
    expect(reviews.map((review: { reviewer: unknown }) => review.reviewer)).toEqual([
      person(karin, 'Karin Ek', karinPicture),
      person(anna, anna.user.username, annaPicture),
    ]);
  });
});
