import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ParsedMail } from 'mailparser';
import { adminActions, jobs, users } from '../db/schema';
import { MAX_ATTEMPTS, retryDelayMs } from '../jobs/runner';
import { CONTACT_MESSAGE_JOB } from '../modules/contact/service';
import { nextDigestAt } from '../modules/digest/schedule';
import { FEED_FAILING_EMAIL_JOB } from '../modules/feeds/refreshJob';
import { PASSWORD_RESET_EMAIL_JOB, VERIFICATION_EMAIL_JOB } from '../modules/users/accountMail';
import { enqueueJob } from '../jobs/queue';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { expertCategoryId, expertWithProfile } from '../testing/experts';
import { sendMessage } from '../testing/messages';
import { addPodcast, categoryId, podcasterWithProfile } from '../testing/podcasts';
import { TestSmtpServer } from '../testing/smtpServer';
import { loginAs, register } from '../testing/users';
import { outboxMailer, smtpMailer } from './mail';

// Every email of the product through a real SMTP server on loopback, and what happens while that server is down.
const FROM = 'PodBridge <no-reply@podbridge.se>';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The app's time; each test moves the job runner's own time ahead of it instead (runJobsIn). */
const clock = () => new Date();

let smtp: TestSmtpServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await buildTestApp({}, { clock, mailer: smtpMailer(smtp.url, FROM) });
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.refuse(null);
});

/** Runs the jobs due `ahead` ms after the app's time, as the job runner would then. */
const runJobsIn = (ahead = 0) => t.runJobs(new Date(clock().getTime() + ahead));
const only = (address: string): ParsedMail => {
  const mails = smtp.to(address);
  expect(mails).toHaveLength(1);
  return mails[0]!;
};
/** A header field as it arrived, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ').replace(/:\s+/, ': ');
const linkIn = (mail: ParsedMail, path: string) => new RegExp(`http://localhost:3000/${path}/[\\w-]+`).exec(mail.text ?? '')?.[0];
const post = (url: string, payload: Record<string, unknown>, headers?: { authorization: string }) =>
  t.app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
const contact = (subject: string) =>
  post('/api/contact/', { name: 'Astrid Lind', email: 'astrid@example.se', subject, message: 'Hej! Kan vi prata?', category: 'billing' });
const jobsOf = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('every email through a real SMTP server', () => {
  it('verifies a Swedish newcomer in Swedish, from the configured sender, and the link works', async () => {
    const { response, credentials } = await register(t, { language: 'sv' });
    expect(response.statusCode).toBe(201);
    expect(smtp.to(credentials.email)).toHaveLength(0);
    await runJobsIn();
    const mail = only(credentials.email);
    expect(mail.subject).toBe('Bekräfta din e-postadress för PodBridge');
    expect(mail.from?.value).toEqual([{ name: 'PodBridge', address: 'no-reply@podbridge.se' }]);
    expect(mail.text).toContain(`Hej ${credentials.username}!`);
    expect(mail.html).toContain('Bekräfta e-postadressen');
    const link = linkIn(mail, 'verify-email')!;
    const verified = await t.app.inject({ method: 'GET', url: `/api/users/verify-email/${link.split('/').at(-1)}/` });
    expect(verified.statusCode).toBe(200);
  });

  it('mails a password reset link in English, and the contact form to the team inbox with the sender to answer', async () => {
    const { credentials } = await register(t);
    await runJobsIn();
    expect((await post('/api/users/password-reset/', { email: credentials.email })).statusCode).toBe(200);
    expect((await contact('Fakturan för mars')).statusCode).toBe(201);
    await runJobsIn();
    const reset = smtp.to(credentials.email).find((mail) => mail.subject === 'Reset your PodBridge password');
    expect(linkIn(reset!, 'reset-password')).toBeDefined();
    const inbox = smtp.to(t.app.config.contactInbox).find((mail) => mail.subject === '[Contact · billing] Fakturan för mars');
    expect(inbox?.text).toContain('From: Astrid Lind <astrid@example.se>');
    expect(inbox?.text).toContain('answer within 72 hours');
  });

  it('tells a receiver about an unread message after 15 minutes', async () => {
    const sender = await expertWithProfile(t, { name: 'Karin Ek' }, { approvedBy: admin.headers });
    const receiver = await podcasterWithProfile(t);
    await sendMessage(t, sender, receiver, 'Hej! Vill du prata om sömn?');
    await runJobsIn();
    expect(smtp.to(receiver.user.email)).toHaveLength(0);
    await runJobsIn(16 * MINUTE);
    expect(only(receiver.user.email).subject).toBe('New message from Karin Ek on PodBridge');
  });

  it('sends a booking invite with its calendar file, then the reminder a day before', async () => {
    const podcaster = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, podcaster.headers, { title: 'Fika with founders' }, { approvedBy: admin.headers });
    const expert = await expertWithProfile(t, { name: 'Sara Berg' }, { approvedBy: admin.headers });
    await runJobsIn();
    const before = smtp.to(expert.user.email).length;
    const slot = DateTime.now().setZone('Europe/Stockholm').plus({ days: 10 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const invited = await post('/api/bookings/', {
      podcast_id: podcast.id,
      expert_id: expert.user.id,
      topic: 'Raising money in Sweden',
      format: 'remote',
      slots: [slot.toFormat("yyyy-MM-dd'T'HH:mm")],
      recording_link: 'https://studio.example.se/room/7',
    }, podcaster.headers);
    expect(invited.statusCode).toBe(201);
    const booking = invited.json<{ id: number; slots: { id: number }[] }>();
    const accepted = await post(`/api/bookings/${booking.id}/accept/`, { slot_id: booking.slots[0]!.id }, expert.headers);
    expect(accepted.statusCode).toBe(200);
    await runJobsIn();

    const scheduled = smtp.to(podcaster.user.email).find((mail) => mail.attachments.some((file) => file.filename === 'invite.ics'));
    expect(scheduled).toBeDefined();
    const ics = scheduled!.attachments.find((file) => file.filename === 'invite.ics')!;
    expect(ics.content.toString('utf8')).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST[\s\S]*UID:booking-\d+@podbridge.se/);
    // The same invite is the message's text/calendar part, which calendar clients read.
    expect(scheduled!.attachments.some((file) => file.contentType.startsWith('text/calendar'))).toBe(true);
    expect(smtp.to(expert.user.email).length).toBeGreaterThan(before);

    const reminders = () => smtp.to(expert.user.email).filter((mail) => /tomorrow|in 24 hours|reminder/i.test(mail.subject ?? ''));
    expect(reminders()).toHaveLength(0);
    await t.runJobs(new Date(slot.toMillis() - DAY + MINUTE));
    expect(reminders()).toHaveLength(1);
  });

  it("tells a Swedish owner in Swedish why their podcast was not approved, and that their feed fails", async () => {
    const owner = await podcasterWithProfile(t);
    await t.db.update(users).set({ language: 'sv' }).where(eq(users.id, owner.user.id));
    const { id } = await addPodcast(t, owner.headers, { title: 'Djuphavet' });
    const rejected = await post(`/api/admin_dashboard/podcasts/${id}/reject/`, { reason: 'Flödet saknar avsnitt.' }, admin.headers);
    expect(rejected.statusCode).toBe(200);
    await enqueueJob(t.db, { kind: FEED_FAILING_EMAIL_JOB, payload: { podcastId: id, reason: 'HTTP 404' }, runAt: clock() });
    await runJobsIn();
    const subjects = smtp.to(owner.user.email).map((mail) => mail.subject);
    expect(subjects).toContain('Din podd ”Djuphavet” godkändes inte');
    expect(subjects).toContain('Vi kan inte läsa flödet för Djuphavet');
  });

  it('confirms the weekly email, then sends the digest with its one-click unsubscribe headers', async () => {
    const expert = await expertWithProfile(
      t,
      { name: 'Vera Lind', expertise: 'Psychology', category_ids: await expertCategoryId(t, 'Psychology') },
      { approvedBy: admin.headers },
    );
    const topics = (await t.app.inject({ method: 'GET', url: '/api/topics/' })).json<{ id: number; name: string }[]>();
    const podcaster = await podcasterWithProfile(t);
    await addPodcast(
      t,
      podcaster.headers,
      {
        title: 'Hur mår du?',
        description: 'Samtal om hur vi mår.',
        category_id: await categoryId(t, 'Health & Fitness'),
        guest_topic_ids: [topics.find((topic) => topic.name === 'Psychology')!.id],
      },
      { approvedBy: admin.headers },
    );
    const optIn = await t.app.inject({ method: 'PUT', url: '/api/digest/', headers: expert.headers, payload: { time_zone: 'Europe/Stockholm' } });
    expect(optIn.statusCode).toBe(200);
    await runJobsIn();
    const confirmation = smtp.to(expert.user.email).find((mail) => mail.subject === 'Confirm your weekly PodBridge email')!;
    const token = linkIn(confirmation, 'digest/confirm')!.split('/').at(-1);
    expect((await post(`/api/digest/confirm/${token}/`, {})).statusCode).toBe(200);

    await t.runJobs(nextDigestAt(clock(), 'Europe/Stockholm').runAt);
    const digest = smtp.to(expert.user.email).find((mail) => mail.text?.includes('Hur mår du?'));
    expect(digest).toBeDefined();
    expect(header(digest!, 'list-unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/localhost:8000\/api\/digest\/unsubscribe\/[\w-]+\/>$/);
    expect(header(digest!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('while the mail server fails', () => {
  it('answers sign-up, reset and the contact form as usual, retries, and sends each email once when it is back', async () => {
    smtp.refuse({ at: 'mail', code: 451 });
    const { response, credentials } = await register(t);
    expect(response.statusCode).toBe(201);
    expect((await post('/api/users/resend-verification/', { email: credentials.email })).statusCode).toBe(200);
    expect((await post('/api/users/password-reset/', { email: credentials.email })).statusCode).toBe(200);
    expect((await contact('Under the outage')).statusCode).toBe(201);
    const refusedBefore = smtp.refusedCount;
    await runJobsIn();
    expect(smtp.refusedCount - refusedBefore).toBe(3);
    expect(smtp.to(credentials.email)).toHaveLength(0);
    const [verification] = (await jobsOf(VERIFICATION_EMAIL_JOB)).filter((job) => job.doneAt === null);
    expect(verification).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/451/) });
    expect(verification!.runAt.getTime()).toBeGreaterThan(clock().getTime());

    // Refused at RCPT TO next, then not listening at all: each retry comes after its delay and fails again.
    smtp.refuse({ at: 'rcpt', code: 421 });
    await runJobsIn(retryDelayMs(1) + MINUTE);
    await smtp.stop();
    await runJobsIn(retryDelayMs(1) + retryDelayMs(2) + 2 * MINUTE);
    const waiting = (await jobsOf(PASSWORD_RESET_EMAIL_JOB)).filter((job) => job.doneAt === null);
    expect(waiting).toMatchObject([{ attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) }]);
    expect(smtp.to(credentials.email)).toHaveLength(0);

    await smtp.restart();
    smtp.refuse(null);
    await runJobsIn(retryDelayMs(1) + retryDelayMs(2) + retryDelayMs(3) + 3 * MINUTE);
    await runJobsIn(DAY);
    const subjects = smtp.to(credentials.email).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Reset your PodBridge password', 'Verify your email address for PodBridge']);
    expect(smtp.to(t.app.config.contactInbox).filter((mail) => mail.subject === '[Contact · billing] Under the outage')).toHaveLength(1);
    // The links that arrived work: the account is verified through its one email.
    const verify = linkIn(smtp.to(credentials.email).find((mail) => mail.subject?.startsWith('Verify'))!, 'verify-email')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/users/verify-email/${verify.split('/').at(-1)}/` })).statusCode).toBe(200);
  });

  it('gives an email up after its last attempt, lists it for admins only, and sends it again on retry', async () => {
    smtp.refuse({ at: 'rcpt', code: 451 });
    expect((await contact('Never arrives')).statusCode).toBe(201);
    const [job] = (await jobsOf(CONTACT_MESSAGE_JOB)).filter((row) => row.doneAt === null);
    let ahead = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await runJobsIn(ahead);
      ahead += retryDelayMs(attempt) + MINUTE;
    }
    const [given] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(given).toMatchObject({ attempts: MAX_ATTEMPTS, failedAt: expect.any(Date), doneAt: expect.any(Date) });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/mail/failed/', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      results: [{
        id: job!.id,
        kind: 'contact-message',
        recipient: t.app.config.contactInbox,
        about: 'Never arrives',
        attempts: MAX_ATTEMPTS,
        last_error: expect.stringMatching(/451/),
        failed_at: given!.failedAt!.toISOString(),
      }],
    });
    const stats = await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/stats/', headers: admin.headers });
    expect(stats.json()).toMatchObject({ failed_emails: 1 });

    const member = await loginAs(t, 'podcaster');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/mail/failed/', headers: member.headers })).statusCode).toBe(403);
    const refused = await post(`/api/admin_dashboard/mail/failed/${job!.id}/retry/`, {}, member.headers);
    expect(refused.statusCode).toBe(403);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]).toEqual(given);
    expect((await post(`/api/admin_dashboard/mail/failed/${job!.id}/retry/`, {})).statusCode).toBe(401);

    smtp.refuse(null);
    const retried = await post(`/api/admin_dashboard/mail/failed/${job!.id}/retry/`, {}, admin.headers);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ detail: 'The email will be sent again.', id: job!.id });
    const [audit] = await t.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'retry_email'), eq(adminActions.targetId, job!.id)));
    expect(audit).toMatchObject({ adminId: admin.user.id, targetType: 'email', targetLabel: `contact-message to ${t.app.config.contactInbox}` });
    expect((await post(`/api/admin_dashboard/mail/failed/${job!.id}/retry/`, {}, admin.headers)).statusCode).toBe(404);

    await runJobsIn();
    expect(smtp.to(t.app.config.contactInbox).filter((mail) => mail.subject === '[Contact · billing] Never arrives')).toHaveLength(1);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/mail/failed/', headers: admin.headers });
    expect(after.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('a server running jobs on wake', () => {
  it('sends the verification email without waiting for the next round of the job runner', async () => {
    const woken = await buildTestApp({}, { mailer: smtpMailer(smtp.url, FROM), runJobsOnWake: true });
    try {
      const { response, credentials } = await register(woken);
      expect(response.statusCode).toBe(201);
      // Bounded only to stop a hang: on a busy machine the wake's run can take seconds.
      const deadline = Date.now() + 60_000;
      while (smtp.to(credentials.email).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(smtp.to(credentials.email).map((mail) => mail.subject)).toEqual(['Verify your email address for PodBridge']);
    } finally {
      await woken.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps each email as an .eml file in the outbox, through the same job', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'podbridge-outbox-'));
    const lines: string[] = [];
    const local = await buildTestApp({}, { mailer: outboxMailer(outbox, FROM, t.app.log, (line) => lines.push(line)) });
    try {
      const { credentials } = await register(local);
      expect(await readdir(outbox)).toEqual([]);
      await local.runJobs();
      const files = await readdir(outbox);
      expect(files).toEqual([expect.stringMatching(new RegExp(`${credentials.email.replace('.', '\\.')}\\.eml$`))]);
      const eml = (await readFile(path.join(outbox, files[0]!), 'utf8')).replace(/=\r?\n/g, '');
      expect(eml).toMatch(/verify-email\/[\w-]{43}/);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^Mail to ${credentials.email} — "Verify your email address for PodBridge" — http://localhost:3000/verify-email/`))]);
    } finally {
      await local.close();
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
