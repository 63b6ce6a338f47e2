import { and, eq, isNull, sql } from 'drizzle-orm';
import { digestSends, digestSubscriptions, jobs, podcasts } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { jobContextOf, runDueJobs } from '../../jobs/runner';
import type { MailMessage } from '../../plugins/mail';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertCategoryId, expertWithProfile } from '../../testing/experts';
import { addPodcast, categoryId, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { DIGEST_JOB, nextDigestAt } from './schedule';
import type { DigestPreview, DigestSubscriberList, DigestSubscription } from './schemas';

// The weekly email, double opt-in, sent by durable jobs. The API's clock starts at the next Monday 08:00 in
// Stockholm after the real time (rows made now are "new" for the first digest) and moves by weeks.
const DAY = 24 * 3600_000;
const STOCKHOLM = 'Europe/Stockholm';
const firstMonday = nextDigestAt(new Date(), STOCKHOLM).runAt;
let now = new Date(firstMonday.getTime() - 2 * DAY);
const clock = () => now;
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

type Headers = { authorization: string };
const request = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, headers?: Headers, payload?: Record<string, string>) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload === undefined ? {} : { payload }) });
const mailsTo = (email: string) => t.mail.messages.filter((message) => message.to === email);
const lastMailTo = (email: string): MailMessage | undefined => mailsTo(email).at(-1);
const tokenIn = (link: string, kind: 'confirm' | 'unsubscribe') => link.split(`/digest/${kind}/`)[1]!;
const runJobsAt = (at: Date) => {
  now = at;
  return runDueJobs(jobContextOf(t.app), jobHandlers, { now: at, workerId: 'test' });
};
/** Opts in, then runs the jobs due, as a server's runner does: the confirmation email is one. */
const subscribe = async (headers: Headers, time_zone = STOCKHOLM) => {
  const response = await request('PUT', '/api/digest/', headers, { time_zone });
  await runJobsAt(now);
  return response;
};
/** The latest confirmation email to `email` (other emails, such as a profile's approval, may follow it). */
const confirmationTo = (email: string): MailMessage | undefined =>
  mailsTo(email).filter((message) => message.link.includes('/digest/confirm/')).at(-1);

const pendingDigestJobs = (userId: number) =>
  t.db.$count(jobs, and(eq(jobs.kind, DIGEST_JOB), isNull(jobs.doneAt), sql`${jobs.payload}->>'userId' = ${String(userId)}`));

async function topicId(name: string): Promise<number> {
  const response = await request('GET', '/api/topics/');
  const topic = response.json<{ id: number; name: string }[]>().find((item) => item.name === name);
  if (!topic) throw new Error(`no topic ${name}`);
  return topic.id;
}

/** A psychologist, approved, subscribed and confirmed. */
async function confirmedExpert(name: string) {
  const expert = await expertWithProfile(
    t,
    { name, expertise: 'Psychology, Stress', category_ids: await expertCategoryId(t, 'Psychology') },
    { approvedBy: admin.headers },
  );
  await subscribe(expert.headers);
  const token = tokenIn(confirmationTo(expert.user.email)!.link, 'confirm');
  const confirmed = await request('POST', `/api/digest/confirm/${token}/`);
  expect(confirmed.statusCode).toBe(200);
  // The profile's approval email goes out now (a job due at once), so the emails counted after are digests.
  await runJobsAt(now);
  return expert;
}

/** A published show looking for guests on psychology. */
async function showOnPsychology(title: string) {
  const podcaster = await podcasterWithProfile(t);
  const show = await addPodcast(
    t,
    podcaster.headers,
    {
      title,
      description: 'Samtal om hur vi mår.',
      category_id: await categoryId(t, 'Health & Fitness'),
      guest_topic_ids: [await topicId('Psychology')],
    },
    { approvedBy: admin.headers },
  );
  return { podcaster, show };
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date(firstMonday.getTime() - 2 * DAY);
});

describe('the next Monday 08:00', () => {
  it("is in the reader's own time zone, and a Monday 08:00 exactly is next week's", () => {
    expect(nextDigestAt(new Date('2026-11-28T12:00:00Z'), STOCKHOLM)).toEqual({
      runAt: new Date('2026-11-30T07:00:00Z'),
      weekOf: '2026-11-30',
    });
    expect(nextDigestAt(new Date('2026-11-30T07:00:00Z'), STOCKHOLM).runAt).toEqual(new Date('2026-12-07T07:00:00Z'));
    // Summer time in Stockholm, and a reader in New York whose Monday starts later.
    expect(nextDigestAt(new Date('2026-06-01T05:59:00Z'), STOCKHOLM).runAt).toEqual(new Date('2026-06-01T06:00:00Z'));
    expect(nextDigestAt(new Date('2026-11-30T07:00:00Z'), 'America/New_York')).toEqual({
      runAt: new Date('2026-11-30T13:00:00Z'),
      weekOf: '2026-11-30',
    });
  });
});

describe('opting in', () => {
  it('sends a confirmation link and nothing else until it is followed; the link works once, signed out', async () => {
    const expert = await expertWithProfile(t, { expertise: 'Psychology' }, { approvedBy: admin.headers });
    const off = await request('GET', '/api/digest/', expert.headers);
    expect(off.json<DigestSubscription>()).toEqual({ status: 'off', kind: 'shows', time_zone: null, next_send_at: null });

    const pending = await subscribe(expert.headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.json<DigestSubscription>()).toMatchObject({ status: 'pending', kind: 'shows', time_zone: STOCKHOLM });
    const confirmation = confirmationTo(expert.user.email)!;
    expect(confirmation.subject).toBe('Confirm your weekly PodBridge email');
    expect(confirmation.text).toContain('shows looking for guests in your topics, every Monday at 08:00');
    expect(confirmation.link).toMatch(/\/digest\/confirm\/[\w-]{43}$/);
    expect(await t.db.$count(jobs, eq(jobs.kind, DIGEST_JOB))).toBe(0);

    const confirmed = await request('POST', `/api/digest/confirm/${tokenIn(confirmation.link, 'confirm')}/`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'on', next_send_at: firstMonday.toISOString() });
    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.kind, DIGEST_JOB), isNull(jobs.doneAt)));
    expect(job).toMatchObject({ runAt: firstMonday, payload: { userId: expert.user.id, weekOf: expect.any(String) } });
    expect((await request('GET', '/api/digest/', expert.headers)).json<DigestSubscription>()).toEqual({
      status: 'on',
      kind: 'shows',
      time_zone: STOCKHOLM,
      next_send_at: firstMonday.toISOString(),
    });

    const again = await request('POST', `/api/digest/confirm/${tokenIn(confirmation.link, 'confirm')}/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'digest_link_invalid' });
  });

  it('refuses a confirmation link after 3 days, and an unknown time zone or a missing one with a field message', async () => {
    const expert = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const noZone = await subscribe(expert.headers, 'Mars/Olympus_Mons');
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json()).toMatchObject({ time_zone: ['Choose a time zone such as Europe/Stockholm.'] });
    const empty = await request('PUT', '/api/digest/', expert.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(await t.db.$count(digestSubscriptions, eq(digestSubscriptions.userId, expert.user.id))).toBe(0);

    await subscribe(expert.headers);
    const token = tokenIn(confirmationTo(expert.user.email)!.link, 'confirm');
    now = new Date(now.getTime() + 3 * DAY + 60_000);
    const late = await request('POST', `/api/digest/confirm/${token}/`);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'digest_link_expired' });
    expect((await request('GET', '/api/digest/', expert.headers)).json<DigestSubscription>().status).toBe('pending');
  });

  it('is for signed-in users; turning it off touches only their own', async () => {
    expect((await request('GET', '/api/digest/')).statusCode).toBe(401);
    expect((await request('PUT', '/api/digest/', undefined, { time_zone: STOCKHOLM })).statusCode).toBe(401);
    const expert = await confirmedExpert('Vera Lind');
    const other = await loginAs(t, 'podcaster');
    expect((await request('DELETE', '/api/digest/', other.headers)).statusCode).toBe(204);
    expect((await request('GET', '/api/digest/', expert.headers)).json<DigestSubscription>().status).toBe('on');
    expect((await request('DELETE', '/api/digest/', expert.headers)).statusCode).toBe(204);
    expect((await request('GET', '/api/digest/', expert.headers)).json<DigestSubscription>().status).toBe('off');
  });
});

describe('the weekly digest', () => {
  it("lists what is new in the reader's topics with why, once a week, with a one-click unsubscribe", async () => {
    const { show } = await showOnPsychology('Hur mår du?');
    const expert = await confirmedExpert('Maria Holm');
    const mailsBefore = mailsTo(expert.user.email).length;

    // Not before Monday 08:00 in Stockholm.
    await runJobsAt(new Date(firstMonday.getTime() - 60_000));
    expect(mailsTo(expert.user.email)).toHaveLength(mailsBefore);

    await runJobsAt(firstMonday);
    const digest = lastMailTo(expert.user.email)!;
    expect(mailsTo(expert.user.email)).toHaveLength(mailsBefore + 1);
    expect(digest.subject).toMatch(/^This week: \d+ shows? looking for guests in your topics$/);
    expect(digest.text).toContain('Hur mår du?: looking for guests on Psychology');
    expect(digest.text).toContain(`/podcasts/${show.id}`);
    expect(digest.text).toContain('You get this email because you asked PodBridge for a weekly email');
    expect(digest.html).toContain(`<a href="${t.app.config.publicWebUrl}/podcasts/${show.id}">Hur mår du?</a>`);
    const token = tokenIn(digest.link, 'unsubscribe');
    expect(digest.headers).toEqual({
      'List-Unsubscribe': `<${t.app.config.publicApiUrl}/api/digest/unsubscribe/${token}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [week] = await t.db.select().from(digestSends).where(eq(digestSends.userId, expert.user.id));
    expect(week!.itemIds).toContain(show.id);

    // Next week: nothing new for this reader (the show was in the last one), so no email, and the chain goes on.
    const nextMonday = nextDigestAt(firstMonday, STOCKHOLM).runAt;
    await runJobsAt(nextMonday);
    expect(mailsTo(expert.user.email)).toHaveLength(mailsBefore + 1);
    expect(await t.db.$count(digestSends, eq(digestSends.userId, expert.user.id))).toBe(2);

    // A show published the week after is in the third.
    const { show: later } = await showOnPsychology('Sömn och stress');
    await t.db.update(podcasts).set({ updatedAt: new Date(nextMonday.getTime() + DAY) }).where(eq(podcasts.id, later.id));
    const thirdMonday = nextDigestAt(nextMonday, STOCKHOLM).runAt;
    await runJobsAt(thirdMonday);
    const third = lastMailTo(expert.user.email)!;
    expect(third.text).toContain('Sömn och stress');
    expect(third.text).not.toContain('Hur mår du?');

    // One click, signed out, as a mail client posts it (RFC 8058): no more digests; following it again is fine.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe/${token}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await request('POST', `/api/digest/unsubscribe/${token}/`)).statusCode).toBe(200);
    expect((await request('GET', '/api/digest/', expert.headers)).json<DigestSubscription>().status).toBe('off');
    await showOnPsychology('Ännu en podd');
    await runJobsAt(nextDigestAt(thirdMonday, STOCKHOLM).runAt);
    expect(lastMailTo(expert.user.email)).toBe(third);
    expect(await pendingDigestJobs(expert.user.id)).toBe(0);

    const unknown = await request('POST', '/api/digest/unsubscribe/not-a-token/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'digest_unsubscribe_invalid' });
  });

  it('is never sent twice for a week, whichever job or instance gets there first, and a failed send is retried', async () => {
    await showOnPsychology('Psykologipodden');
    const expert = await confirmedExpert('Jonas Berg');
    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.kind, DIGEST_JOB), isNull(jobs.doneAt)));
    // A second chain for the same week, as opting out and in again before Monday leaves.
    await t.db.insert(jobs).values({ kind: DIGEST_JOB, payload: job!.payload, runAt: job!.runAt });
    const before = mailsTo(expert.user.email).length;

    const failing = { ...jobContextOf(t.app), mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    now = firstMonday;
    await runDueJobs(failing, jobHandlers, { now: firstMonday, workerId: 'down' });
    expect(await t.db.$count(digestSends, eq(digestSends.userId, expert.user.id))).toBe(0);

    // Both jobs come again (retried) on two instances at once: one email.
    const later = new Date(firstMonday.getTime() + 2 * 60_000);
    await Promise.all([
      runDueJobs(jobContextOf(t.app), jobHandlers, { now: later, workerId: 'one' }),
      runDueJobs(jobContextOf(await t.addInstance()), jobHandlers, { now: later, workerId: 'two' }),
    ]);
    expect(mailsTo(expert.user.email)).toHaveLength(before + 1);
    expect(await t.db.$count(digestSends, eq(digestSends.userId, expert.user.id))).toBe(1);
    // One chain goes on: the job that lost the week ends its own.
    expect(await pendingDigestJobs(expert.user.id)).toBe(1);
  });

  it("gives a podcaster the new experts in their show's topics, in Swedish when that is their language", async () => {
    const { podcaster } = await showOnPsychology('Själ och kropp');
    await t.app.inject({ method: 'PATCH', url: '/api/users/me/', headers: podcaster.headers, payload: { language: 'sv' } });
    const expert = await expertWithProfile(
      t,
      { name: 'Karin Sjö', expertise: 'Psychology', category_ids: await expertCategoryId(t, 'Psychology') },
      { approvedBy: admin.headers },
    );
    await subscribe(podcaster.headers);
    const confirmation = confirmationTo(podcaster.user.email)!;
    expect(confirmation.subject).toBe('Bekräfta ditt veckomejl från PodBridge');
    await request('POST', `/api/digest/confirm/${tokenIn(confirmation.link, 'confirm')}/`);
    await runJobsAt(firstMonday);
    const digest = lastMailTo(podcaster.user.email)!;
    expect(digest.subject).toMatch(/^Veckans tips: \d+ (ny expert|nya experter) inom din podds ämnen$/);
    expect(digest.text).toContain(`Karin Sjö: talar om Psykologi (för Själ och kropp)`);
    expect(digest.text).toContain(`/experts/${expert.profile.id}`);
    expect(digest.text).toContain('Avsluta prenumerationen med ett klick');
  });
});

describe("the admins' view", () => {
  it("lists the subscribers and previews anyone's next digest without sending or recording it; others are refused", async () => {
    await showOnPsychology('Tankeverkstaden');
    const expert = await confirmedExpert('Lena Ek');
    const pendingOne = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    await subscribe(pendingOne.headers);

    const list = await request('GET', '/api/admin_dashboard/digests/', admin.headers);
    expect(list.statusCode).toBe(200);
    const rows = list.json<DigestSubscriberList>().results;
    expect(rows.find((row) => row.user.id === expert.user.id)).toMatchObject({
      kind: 'shows',
      status: 'on',
      time_zone: STOCKHOLM,
      next_send_at: firstMonday.toISOString(),
    });
    expect(rows.find((row) => row.user.id === pendingOne.user.id)).toMatchObject({ status: 'pending', next_send_at: null });

    const mailsBefore = t.mail.messages.length;
    const preview = await request('GET', `/api/admin_dashboard/digests/${expert.user.id}/`, admin.headers);
    expect(preview.statusCode).toBe(200);
    const body = preview.json<DigestPreview>();
    expect(body).toMatchObject({ user: { id: expert.user.id }, language: 'en', skipped: false, subscription: { status: 'on' } });
    expect(body.items.map((item) => item.line)).toContain('Tankeverkstaden: looking for guests on Psychology');
    expect(body.subject).toMatch(/looking for guests in your topics/);
    expect(t.mail.messages).toHaveLength(mailsBefore);
    expect(await t.db.$count(digestSends, eq(digestSends.userId, expert.user.id))).toBe(0);

    for (const headers of [expert.headers, (await loginAs(t, 'podcaster')).headers]) {
      expect((await request('GET', '/api/admin_dashboard/digests/', headers)).statusCode).toBe(403);
      expect((await request('GET', `/api/admin_dashboard/digests/${expert.user.id}/`, headers)).statusCode).toBe(403);
    }
    expect((await request('GET', '/api/admin_dashboard/digests/999999/', admin.headers)).statusCode).toBe(404);
    expect((await request('GET', '/api/admin_dashboard/digests/abc/', admin.headers)).statusCode).toBe(400);
  });
});
