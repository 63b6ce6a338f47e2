import { eq } from 'drizzle-orm';
import { jobs, users } from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import { jobContextOf, runDueJobs, type JobContext } from '../../jobs/runner';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { sendMessage } from '../../testing/messages';
import { loginAs } from '../../testing/users';

let t: TestApp;
let ctx: JobContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = jobContextOf(t.app);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof loginAs>>;

const MINUTE = 60_000;
const send = (from: Session, to: Session, content = 'Hej! Vill du vara gäst i vår podd?') =>
  sendMessage(t, from, to, content);
/** Runs the due jobs as if `minutes` had passed since now. */
const runAfter = (minutes: number, workerId = 'test') =>
  runDueJobs(ctx, jobHandlers, { now: new Date(Date.now() + minutes * MINUTE), workerId });
const mailTo = (session: Session) => t.mail.messages.filter((message) => message.to === session.user.email);
const pair = async (): Promise<[Session, Session]> => [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];

describe('the unread-message email', () => {
  it('goes to the receiver once the message has been unread for 15 minutes, linking to the conversation', async () => {
    const [anna, lars] = await pair();
    await send(anna, lars);
    await runAfter(14);
    expect(mailTo(lars)).toHaveLength(0);
    await runAfter(15.5);
    const [email, ...more] = mailTo(lars);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({
      subject: `New message from ${anna.user.username} on PodBridge`,
      link: `http://localhost:3000/messages/${anna.user.id}`,
    });
    expect(email!.text).toContain(`${anna.user.username} sent you a message on PodBridge that you have not read yet.`);
    expect(email!.text).toContain(`http://localhost:3000/messages/${anna.user.id}`);
    expect(mailTo(anna)).toHaveLength(0);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'unread-message-email')).limit(1);
    expect(job).toMatchObject({ attempts: 1, lockedAt: null, lastError: null, doneAt: expect.any(Date) });
  });

  it('is not sent when the message was read', async () => {
    const [anna, lars] = await pair();
    await send(anna, lars);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/user_messages/chat_with_user/?user_id=${anna.user.id}`,
      headers: lars.headers,
    });
    expect(opened.statusCode).toBe(200);
    await runAfter(16);
    expect(mailTo(lars)).toHaveLength(0);
  });

  it('is not sent to a receiver who turned these emails off', async () => {
    const [anna, lars] = await pair();
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: lars.headers,
      payload: { message_emails: false },
    });
    expect(off.statusCode).toBe(200);
    await send(anna, lars);
    await runAfter(16);
    expect(mailTo(lars)).toHaveLength(0);
  });

  it('is not sent when the receiver blocks the sender, before or after the message', async () => {
    const [anna, lars] = await pair();
    await send(anna, lars);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: lars.headers,
      payload: { user_id: anna.user.id },
    });
    expect(block.statusCode).toBe(201);
    await send(anna, lars, 'Hallå?');
    await runAfter(16);
    expect(mailTo(lars)).toHaveLength(0);
  });

  it('goes once a day per conversation: a second unread message within 24 hours sends nothing', async () => {
    const [anna, lars] = await pair();
    const erik = await loginAs(t, 'podcaster');
    await send(anna, lars);
    await runAfter(16);
    expect(mailTo(lars)).toHaveLength(1);
    await send(lars, anna, 'Hej Anna!');
    await send(anna, lars, 'Toppen, när passar det?');
    await runAfter(40);
    expect(mailTo(lars)).toHaveLength(1);
    // Another conversation of the same receiver has its own day.
    await send(erik, lars);
    await runAfter(60);
    expect(mailTo(lars)).toHaveLength(2);
    // A day later the first conversation may email again.
    await send(anna, lars, 'Påminnelse');
    await runAfter(25 * 60);
    expect(mailTo(lars).map((email) => email.link)).toEqual([
      `http://localhost:3000/messages/${anna.user.id}`,
      `http://localhost:3000/messages/${erik.user.id}`,
      `http://localhost:3000/messages/${anna.user.id}`,
    ]);
  });

  it('is sent once when two instances run the due jobs at the same moment', async () => {
    const [anna, lars] = await pair();
    await send(anna, lars);
    const [first, second] = await Promise.all([runAfter(16, 'instance-a'), runAfter(16, 'instance-b')]);
    expect(first.succeeded + second.succeeded).toBe(1);
    expect(mailTo(lars)).toHaveLength(1);
  });

  it('is retried when the mail server fails, and sent then', async () => {
    const [anna, lars] = await pair();
    await send(anna, lars);
    const failing: JobContext = { ...ctx, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    const failed = await runDueJobs(failing, jobHandlers, {
      now: new Date(Date.now() + 16 * MINUTE),
      workerId: 'test',
    });
    expect(failed).toEqual({ succeeded: 0, failed: 1 });
    await runAfter(16.5);
    expect(mailTo(lars)).toHaveLength(0);
    await runAfter(18);
    expect(mailTo(lars)).toHaveLength(1);
  });

  it('is not sent to a receiver whose email is not verified', async () => {
    const [anna, lars] = await pair();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, lars.user.id));
    await send(anna, lars);
    await runAfter(16);
    expect(mailTo(lars)).toHaveLength(0);
  });
});
