import { eq, sql } from 'drizzle-orm';
import { jobs, users } from './db/schema';
import { enqueueJob } from './jobs/queue';
import { VERIFICATION_EMAIL_JOB } from './modules/users/accountMail';
import { runInRequestContext } from './requestContext';
import { buildTestApp, type TestApp } from './testing/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface LogLine {
  reqId?: string;
  msg?: string;
  jobId?: number;
  subject?: string;
}
const logLines = (): LogLine[] => t.logs.map((line) => JSON.parse(line) as LogLine);

/** Registers with the given x-request-id; the registration schedules the verification email as a job. */
async function registerWithRequestId(requestId: string) {
  const username = `traced${requestId.replace(/\W/g, '')}`;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    headers: { 'x-request-id': requestId },
    payload: { username, email: `${username}@example.se`, password: 'correct horse battery', user_type: 'podcaster' },
  });
  expect(answer.statusCode).toBe(201);
  expect(answer.headers['x-request-id']).toBe(requestId);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [job] = await latestJobFor(user!.id);
  return { job: job!, userId: user!.id };
}

/** The latest verification email job of the user. */
const latestJobFor = (userId: number) =>
  t.db
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} = ${VERIFICATION_EMAIL_JOB} AND ${jobs.payload}->>'userId' = ${String(userId)}`)
    .orderBy(sql`${jobs.id} DESC`)
    .limit(1);

describe('request ids', () => {
  it('follow a request into the job it schedules: the job row, its log lines and its email', async () => {
    await t.runJobs();
    const { job } = await registerWithRequestId('signup-request-1');
    expect(job.requestId).toBe('signup-request-1');
    expect(logLines().some((line) => line.reqId === 'signup-request-1' && line.msg === 'incoming request')).toBe(true);

    await t.runJobs();
    const mailLines = logLines().filter((line) => line.msg === 'mail sent');
    expect(mailLines.at(-1)).toEqual(expect.objectContaining({ reqId: 'signup-request-1', subject: expect.any(String) }));
  });

  it("carries the id on a failing job's lines too, and on its retry", async () => {
    await t.runJobs();
    const { job } = await registerWithRequestId('signup-request-2');
    const failing = jest.spyOn(t.mail, 'send').mockRejectedValueOnce(new Error('SMTP server unreachable'));
    try {
      expect((await t.runJobs()).failed).toBe(1);
    } finally {
      failing.mockRestore();
    }
    const ofRequest = () => logLines().filter((line) => line.reqId === 'signup-request-2').map((line) => line.msg);
    expect(ofRequest()).toEqual(expect.arrayContaining(['mail failed', 'job failed; retrying later']));
    const failure = logLines().find((line) => line.msg === 'job failed; retrying later' && line.reqId === 'signup-request-2');
    expect(failure?.jobId).toBe(job.id);

    expect((await t.runJobs(new Date(Date.now() + 2 * 60_000))).succeeded).toBe(1);
    expect(ofRequest()).toContain('mail sent');
  });

  it('keeps concurrent requests apart: each job has its own request id', async () => {
    const [first, second] = await Promise.all([
      registerWithRequestId('concurrent-a'),
      registerWithRequestId('concurrent-b'),
    ]);
    expect([first.job.requestId, second.job.requestId]).toEqual(['concurrent-a', 'concurrent-b']);
    await t.runJobs();
  });

  it("runs a job no request scheduled outside every request's context, even when a request's run takes it up", async () => {
    const { userId } = await registerWithRequestId('signup-request-3');
    await t.runJobs();
    // A new link asked for outside any request (as a command-line tool would).
    await enqueueJob(t.db, { kind: VERIFICATION_EMAIL_JOB, payload: { userId }, runAt: new Date(Date.now() - 1000) });
    const [job] = await latestJobFor(userId);
    expect(job!.requestId).toBeNull();

    const linesBefore = t.logs.length;
    // As when a request wakes the job runner: the run starts inside that request's context.
    await runInRequestContext({ requestId: 'waking-request', log: t.app.log.child({ reqId: 'waking-request' }) }, () => t.runJobs());
    const mailLine = logLines().slice(linesBefore).find((line) => line.msg === 'mail sent');
    expect(mailLine).toBeDefined();
    expect(mailLine?.reqId).toBeUndefined();
  });
});
