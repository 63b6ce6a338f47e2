import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig, testDatabaseUrl } from '../config';
import { jobs } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { VERIFICATION_EMAIL_JOB } from '../modules/users/accountMail';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { loginAs, register } from '../testing/users';

const TOKEN = 'metrics-token-for-the-tests-0123';

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN });
  off = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const withToken = { authorization: `Bearer ${TOKEN}` };
const scrape = (headers: Record<string, string> = withToken, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers });

async function scraped(): Promise<string> {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The samples named `name` whose labels include `labels`, read from the text exposition format. */
function samples(text: string, name: string, labels: Record<string, string> = {}): number[] {
  const values: number[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) values.push(Number(match[3]));
  }
  return values;
}

/** The one sample named `name` with `labels`; fails when there is none or several. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samples(text, name, labels);
  expect([name, labels, found.length]).toEqual([name, labels, 1]);
  return found[0]!;
}

describe('METRICS_TOKEN', () => {
  it('is at least 16 characters long; unset, metrics are off', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'fifteen-chars-x' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'fifteen-chars-x' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
  });
});

describe('GET /api/metrics', () => {
  it('answers 404 while METRICS_TOKEN is unset, with a token or without, and nothing is measured', async () => {
    expect(off.app.metrics).toBeNull();
    for (const headers of [{}, withToken]) {
      const response = await scrape(headers, off.app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    }
  });

  it('refuses a scrape without the token, with another one or another scheme (401), and tells nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(authorization === undefined ? {} : { authorization });
      expect([authorization, response.statusCode]).toEqual([authorization, 401]);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('podbridge_');
    }
  });

  it('answers the text exposition format with the token, with the process defaults', async () => {
    const response = await scrape({ authorization: `bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE podbridge_http_requests_total counter');
    expect(sample(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples(response.body, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('counts requests by route template, method and status, never by the URL, with a latency histogram', async () => {
    const before = await scraped();
    const countOf = (text: string, labels: Record<string, string>) => samples(text, 'podbridge_http_requests_total', labels)[0] ?? 0;
    const detail = { route: '/api/podcasts/:id/', method: 'GET', status: '404' };
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    for (const id of [987_001, 987_002, 987_003]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/` })).statusCode).toBe(404);
    }
    for (const url of ['/api/no-such-thing/1/', '/api/no-such-thing/2/?q=secret']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);

    const after = await scraped();
    expect(countOf(after, detail) - countOf(before, detail)).toBe(3);
    expect(countOf(after, unmatched) - countOf(before, unmatched)).toBe(2);
    expect(countOf(after, { route: '/api/health/', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('987001');
    expect(after).not.toContain('no-such-thing');
    expect(after).toContain('# TYPE podbridge_http_request_duration_seconds histogram');
    const histogram = { route: '/api/podcasts/:id/', method: 'GET' };
    expect(sample(after, 'podbridge_http_request_duration_seconds_count', histogram)).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'podbridge_http_request_duration_seconds_bucket', { ...histogram, le: '+Inf' })).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'podbridge_http_request_duration_seconds_sum', histogram)).toBeGreaterThan(0);
  });

  it('measures the database: statements under way, their durations, and the pool with PostgreSQL', async () => {
    const text = await scraped();
    expect(sample(text, 'podbridge_db_queries_running')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'podbridge_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'podbridge_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    if (testDatabaseUrl()) {
      expect(sample(text, 'podbridge_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'podbridge_db_pool_waiting')).toBe(0);
    } else {
      // The embedded database has one connection in its own thread: no pool.
      expect(samples(text, 'podbridge_db_pool_connections')).toEqual([]);
    }
  });

  it('reads the job queue at each scrape: the due jobs and how long the oldest has waited', async () => {
    await t.runJobs();
    const empty = await scraped();
    expect(sample(empty, 'podbridge_jobs_due')).toBe(0);
    expect(sample(empty, 'podbridge_jobs_oldest_due_age_seconds')).toBe(0);

    await enqueueJob(t.db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() - 90_000) });
    await enqueueJob(t.db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() - 10_000) });
    // Not due yet: not counted.
    await enqueueJob(t.db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    const queued = await scraped();
    expect(sample(queued, 'podbridge_jobs_due')).toBe(2);
    const age = sample(queued, 'podbridge_jobs_oldest_due_age_seconds');
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3600);
    await t.db.delete(jobs).where(eq(jobs.kind, 'metrics-test'));
  });

  it('counts emails sent and failed, and job runs by kind and outcome, through a failing and a working mailer', async () => {
    await t.runJobs();
    const before = await scraped();
    const emails = (text: string, outcome: string) => sample(text, 'podbridge_emails_total', { outcome });
    const runs = (text: string, outcome: string) =>
      samples(text, 'podbridge_job_runs_total', { kind: VERIFICATION_EMAIL_JOB, outcome })[0] ?? 0;

    const failing = jest.spyOn(t.mail, 'send').mockRejectedValueOnce(new Error('SMTP server unreachable'));
    try {
      expect((await register(t)).response.statusCode).toBe(201);
      expect((await t.runJobs()).failed).toBe(1);
      const afterFailure = await scraped();
      expect(emails(afterFailure, 'failed') - emails(before, 'failed')).toBe(1);
      expect(emails(afterFailure, 'sent') - emails(before, 'sent')).toBe(0);
      expect(runs(afterFailure, 'failed') - runs(before, 'failed')).toBe(1);

      // The retry comes a minute after the failure, through the mailer that works again.
      expect((await t.runJobs(new Date(Date.now() + 2 * 60_000))).succeeded).toBe(1);
    } finally {
      failing.mockRestore();
    }
    const afterRetry = await scraped();
    expect(emails(afterRetry, 'failed') - emails(before, 'failed')).toBe(1);
    expect(emails(afterRetry, 'sent') - emails(before, 'sent')).toBe(1);
    expect(runs(afterRetry, 'succeeded') - runs(before, 'succeeded')).toBe(1);
  });

  it('counts the public cache: a miss, then hits', async () => {
    const before = await scraped();
    const lookups = (text: string, outcome: string) => sample(text, 'podbridge_public_cache_lookups_total', { outcome });
    // Not asked for before: the first anonymous read computes and keeps the answer, the next two are served from memory.
    for (let read = 0; read < 3; read += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/topics/' })).statusCode).toBe(200);
    }
    const after = await scraped();
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(2);
  });

  it('counts the event streams open on this instance', async () => {
    const streams = (text: string) => sample(text, 'podbridge_event_streams_open');
    expect(streams(await scraped())).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { headers } = await loginAs(t, 'podcaster');
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events/`;
    // A plain request whose socket is destroyed on leaving, as a closed browser tab's is (fetch keeps an aborted
    // stream's connection a while, and the server would wait for it when closing).
    const request = http.get(url, { headers });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve).once('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(streams(await scraped())).toBe(1);
    request.destroy();
    // The server hears of the closed connection a moment later.
    // Bounded only to stop a hang: a busy machine may take seconds.
    const deadline = Date.now() + 60_000;
    while (streams(await scraped()) !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(streams(await scraped())).toBe(0);
  });

  it('keeps a registry per app: another instance in the same process counts its own requests', async () => {
    const other = await t.addInstance();
    expect(other.metrics).not.toBeNull();
    expect(other.metrics!.registry).not.toBe(t.app.metrics!.registry);
    await other.inject({ method: 'GET', url: '/api/podcasts/987009/' });
    const own = await scrape(withToken, other);
    expect(sample(own.body, 'podbridge_http_requests_total', { route: '/api/podcasts/:id/', status: '404' })).toBe(1);
  });
});
