/**
 * Cluster drill: three instances of the built API (`npm run build -w api` first) on one PostgreSQL and one Redis,
 * behind HAProxy with active health checks on GET /api/ready/. Simulated people browse, read their messages and
 * bookings and write while one instance is killed with SIGKILL (at a third of the run; started again after
 * DRILL_RESTART_AFTER_S, as a supervisor would) and another is restarted gracefully (SIGTERM, wait, start) at two
 * thirds. The report gives the requests, the errors people saw by kind, p50/p99 latency, how long HAProxy took to
 * mark the killed instance DOWN (from its stats socket) and the errors in between, and whether every acknowledged
 * write is in the database.
 *
 *   npm run drill:cluster -w api                                   # 200 people for 3 minutes
 *   npm run drill:cluster -w api -- --users 30 --seconds 30        # a quick look (or DRILL_USERS, DRILL_SECONDS)
 *   ... -- --report ./cluster-report                                # where the JSON, the markdown and the logs go
 *
 * Needs PostgreSQL (DRILL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a database is created
 * and dropped), Redis (DRILL_REDIS_URL, default redis://127.0.0.1:6379: an empty database number is used and its
 * keys deleted) and HAProxy 2.2+ (DRILL_HAPROXY, default /usr/sbin/haproxy); says which is missing and exits 2.
 * Ports DRILL_PORT (8340) for the load balancer, the next three for the instances and one more for the check of
 * the retry rules (see retryCheck.ts), all on 127.0.0.1.
 * Exits 1 when a read failed outside the moments between the kill and HAProxy marking the instance DOWN, an
 * acknowledged write is missing, stored twice or half made, or the load balancer replays a write (retryCheck.ts).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Client } from './client';
import { Balancer, summarizeBalancerLog, type Transition } from './haproxy';
import { checkMachine, createDatabase, Instance, MissingPrerequisite, runScript, sleep, takeRedisDatabase, type DrillDatabase, type DrillRedis } from './infra';
import { makePeople, readCatalogue, simulate, type Ledger, type Outcome, type Person } from './people';
import { checkRetryPolicy } from './retryCheck';
import { verifyWrites } from './verify';

const { values: flags } = parseArgs({
  options: { users: { type: 'string' }, seconds: { type: 'string' }, report: { type: 'string' } },
});
const USERS = Number(flags.users ?? process.env.DRILL_USERS ?? 200);
const SECONDS = Number(flags.seconds ?? process.env.DRILL_SECONDS ?? 180);
const REPORT_DIR = flags.report ?? process.env.DRILL_REPORT_DIR;
const DATABASE_URL = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.DRILL_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = process.env.DRILL_HAPROXY ?? '/usr/sbin/haproxy';
const PORT = Number(process.env.DRILL_PORT ?? 8340);
const RESTART_AFTER_MS = Number(process.env.DRILL_RESTART_AFTER_S ?? 5) * 1000;
const INSTANCES = 3;

const t0 = performance.now();
/** Milliseconds since the drill started. */
const clock = () => performance.now() - t0;
const log = (line: string) => console.log(`[${(clock() / 1000).toFixed(1).padStart(6)} s] ${line}`);

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** A user-facing error: no answer, a 5xx, or a refusal no person should meet (a read's 4xx, a write's 400/401/403/404). */
function isError(outcome: Outcome): boolean {
  if (outcome.status === 0 || outcome.status >= 500) return true;
  if (outcome.status < 400) return false;
  // A write the product itself refuses with its reason (the 3-messages-before-an-answer limit, an invitation already
  // open) is the product working, counted apart.
  return !(outcome.write && (outcome.status === 429 || outcome.status === 409));
}

const errorKind = (outcome: Outcome) =>
  `${outcome.write ? 'write' : 'read'} ${outcome.status === 0 ? `no answer (${outcome.failure})` : outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`;

interface Event {
  name: string;
  instance: string;
  /** Drill milliseconds. */
  at: number;
  /** When HAProxy marked the instance DOWN after the event, and UP again after its start. */
  downAt?: number;
  upAt?: number;
  /** The process ended (a graceful stop) or was started again. */
  exitedAt?: number;
  restartedAt?: number;
  exit?: string;
}

async function main(): Promise<number> {
  // The load balancer, the instances, and the load balancer of the retry check.
  const ports = Array.from({ length: INSTANCES + 2 }, (_, index) => PORT + index);
  const haproxyVersion = await checkMachine(HAPROXY, ports);
  const work = await mkdtemp(path.join(os.tmpdir(), 'pb-cluster-'));
  const reportDir = path.resolve(REPORT_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'podbridge-cluster-report-'))));
  await mkdir(reportDir, { recursive: true });
  const runId = Date.now().toString(36);

  let database: DrillDatabase | undefined;
  let redis: DrillRedis | undefined;
  let balancer: Balancer | undefined;
  const instances: Instance[] = [];
  const people: Person[] = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const person of people) person.client.close();
    await balancer?.stopPolling();
    // The instances first: stopping the load balancer first would cut the requests they are still answering.
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM', 10_000)));
    await balancer?.stop();
    if (balancer) {
      await cp(balancer.configFile, path.join(reportDir, 'haproxy.cfg')).catch(() => undefined);
      await cp(balancer.logFile, path.join(reportDir, 'haproxy.log')).catch(() => undefined);
    }
    await database?.drop().catch((error: unknown) => console.error(`could not drop ${database?.name}:`, error));
    await redis?.clean().catch((error: unknown) => console.error('could not clean the Redis database:', error));
    await rm(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    console.error('Interrupted: stopping the load balancer and the instances, dropping the database.');
    void cleanUp().then(() => process.exit(130));
  });

  try {
    const retryPolicy = await checkRetryPolicy(HAPROXY, path.join(work, 'retry-check'), PORT + INSTANCES + 1);
    log(
      `retry rules: a write whose instance closed without answering got ${retryPolicy.write.status} ${retryPolicy.write.code} and reached an instance ` +
        `${retryPolicy.write.timesReceived} time(s); a read that met the same got ${retryPolicy.read.status} from the other instance ${retryPolicy.passed ? '(ok)' : '(NOT AS EXPECTED)'}`,
    );
    database = await createDatabase(DATABASE_URL);
    redis = await takeRedisDatabase(REDIS_URL);
    log(`${haproxyVersion}; database ${database.name}; Redis database ${redis.database}; report in ${reportDir}`);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: 'true',
      JWT_SECRET: 'cluster-drill-secret-that-is-long-enough-1',
      PUBLIC_API_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
    };
    await runScript('cli/seedDemo.js', { ...env, DATA_DIR: path.join(work, 'seed') }, path.join(reportDir, 'seed.log'));
    log('demo data seeded');

    for (let index = 0; index < INSTANCES; index += 1) {
      const name = `api${index + 1}`;
      instances.push(new Instance(name, PORT + 1 + index, path.join(work, name), path.join(reportDir, `${name}.log`), env));
    }
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.waitReady()));
    balancer = new Balancer({ binary: HAPROXY, directory: work, port: PORT, servers: instances.map(({ name, port }) => ({ name, port })) }, clock);
    await balancer.start();
    await balancer.waitUp(instances.map((instance) => instance.name));
    log(`${INSTANCES} instances ready behind HAProxy on 127.0.0.1:${PORT}`);

    const base = new URL(`http://127.0.0.1:${PORT}/api`);
    let earlyLinks = 0;
    const browser = new Client(base, '127.0.0.1', `drill-${runId}-setup`);
    const catalogue = await readCatalogue(browser);
    browser.close();
    log(`signing up ${USERS - Math.floor(USERS / 4)} people through the load balancer (${catalogue.podcastIds.length} podcasts, ${catalogue.expertUserIds.length} bookable experts)`);
    people.push(
      ...(await makePeople({
        base,
        runId,
        users: USERS,
        outboxes: instances.map((instance) => path.join(instance.dataDir, 'outbox')),
        catalogue,
        log,
        onEarlyLink: () => (earlyLinks += 1),
      })),
    );
    if (earlyLinks > 0) log(`${earlyLinks} verification links did not work yet when opened the moment their email was written (they did a moment later)`);
    // Sign-ups and sign-ins are rate-limited per client address; the counters live a minute, so they are counted now.
    const redisKeys = await redis.keys();
    const requestsBefore = new Map([...(await balancer.serverStates())].map(([name, state]) => [name, state.requests]));

    // The run.
    const outcomes: Outcome[] = [];
    const ledger: Ledger = { messages: [], comments: [], bookings: [], unknown: [], likes: new Map() };
    balancer.startPolling(50);
    const runStart = clock();
    const until = runStart + SECONDS * 1000;
    log(`${people.length} people for ${SECONDS} s: ${people.filter((person) => person.role === 'visitor').length} anonymous visitors, the rest signed in`);
    const sessions = Promise.all(people.map((person) => simulate(person, { catalogue, runId, clock, until, ledger, record: (outcome) => outcomes.push(outcome) })));

    const events: Event[] = [];
    const chaos = (async () => {
      const [killed, restarted] = [instances[0]!, instances[1]!];
      await sleep(runStart + (SECONDS * 1000) / 3 - clock());
      const kill: Event = { name: 'SIGKILL', instance: killed.name, at: clock() };
      events.push(kill);
      await killed.stop('SIGKILL');
      log(`${killed.name} killed with SIGKILL`);
      await sleep(kill.at + RESTART_AFTER_MS - clock());
      kill.restartedAt = clock();
      killed.start();
      await killed.waitReady();
      await balancer!.waitUp([killed.name], 60_000);
      log(`${killed.name} started again and UP in HAProxy`);

      await sleep(runStart + (SECONDS * 2000) / 3 - clock());
      const term: Event = { name: 'graceful restart', instance: restarted.name, at: clock() };
      events.push(term);
      const ended = await restarted.stop('SIGTERM');
      term.exitedAt = clock();
      term.exit = ended.forced ? 'did not stop within 30 s: killed' : `exit code ${ended.code ?? ended.signal}`;
      log(`${restarted.name} stopped after SIGTERM in ${Math.round(term.exitedAt - term.at)} ms (${term.exit}); starting it again`);
      term.restartedAt = clock();
      restarted.start();
      await restarted.waitReady();
      await balancer!.waitUp([restarted.name], 60_000);
      log(`${restarted.name} UP again in HAProxy`);
    })();
    await Promise.all([sessions, chaos]);
    const runEnd = clock();
    await balancer.stopPolling();
    const requestsAfter = await balancer.serverStates();
    log(`run over: ${outcomes.length} requests; checking the database`);

    // When HAProxy saw each event's instance go DOWN and come back UP.
    const transitions: Transition[] = balancer.transitions;
    for (const event of events) {
      event.downAt = transitions.find((change) => change.server === event.instance && change.at >= event.at && change.to.startsWith('DOWN'))?.at;
      event.upAt = transitions.find((change) => change.server === event.instance && change.at >= (event.restartedAt ?? event.at) && change.to === 'UP')?.at;
    }
    const kill = events.find((event) => event.name === 'SIGKILL');
    const term = events.find((event) => event.name === 'graceful restart');

    const drillUserIds = people.filter((person) => person.userId > 0).map((person) => person.userId);
    const verification = await verifyWrites(database.url, runId, ledger, drillUserIds);
    const balancerLog = summarizeBalancerLog(await readFile(balancer.logFile, 'utf8').catch(() => ''));

    // Figures.
    const latencies = (list: Outcome[]) => {
      const sorted = list.map((outcome) => outcome.ms).sort((a, b) => a - b);
      return { count: list.length, p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)), max: round(sorted.at(-1) ?? 0) };
    };
    const errors = outcomes.filter(isError);
    const countBy = (list: Outcome[], key: (outcome: Outcome) => string) =>
      list.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [key(outcome)]: (counts[key(outcome)] ?? 0) + 1 }), {});
    const within = (from: number | undefined, to: number | undefined) => (outcome: Outcome) =>
      from !== undefined && outcome.at >= from && outcome.at <= (to ?? runEnd);
    const inKillWindow = within(kill?.at, kill?.downAt);
    const readFailures = errors.filter((outcome) => !outcome.write);
    const readFailuresOutside = readFailures.filter((outcome) => !inKillWindow(outcome));
    const relative = (at: number | undefined) => (at === undefined ? null : round((at - runStart) / 1000));
    const span = (from: number | undefined, to: number | undefined) => (from === undefined || to === undefined ? null : Math.round(to - from));
    const describeEvent = (event: Event | undefined) =>
      event && {
        instance: event.instance,
        at_s: relative(event.at),
        marked_down_after_ms: span(event.at, event.downAt),
        exited_after_ms: span(event.at, event.exitedAt),
        exit: event.exit ?? null,
        started_again_at_s: relative(event.restartedAt),
        up_again_after_start_ms: span(event.restartedAt, event.upAt),
        errors_until_marked_down: event.downAt === undefined ? null : countBy(errors.filter(within(event.at, event.downAt)), errorKind),
        errors_until_up_again: countBy(errors.filter(within(event.at, event.upAt)), errorKind),
        requests_answered_by_it_after_event: outcomes.filter((outcome) => outcome.servedBy === event.instance && outcome.at >= event.at && outcome.at <= (event.downAt ?? event.at)).length,
      };
    const writes = outcomes.filter((outcome) => outcome.write);
    const report = {
      drill: 'cluster',
      run_id: runId,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, haproxy: haproxyVersion, node: process.version },
      setup: {
        instances: INSTANCES,
        people: people.length,
        visitors: people.filter((person) => person.role === 'visitor').length,
        seconds: SECONDS,
        restart_killed_after_s: RESTART_AFTER_MS / 1000,
        verification_links_not_valid_yet_when_opened_at_once: earlyLinks,
      },
      requests: {
        total: outcomes.length,
        per_second: round(outcomes.length / SECONDS),
        reads: outcomes.length - writes.length,
        writes: writes.length,
        by_instance: countBy(outcomes, (outcome) => outcome.servedBy || '(none)'),
        at_load_balancer_by_instance: Object.fromEntries([...requestsAfter].map(([name, state]) => [name, state.requests - (requestsBefore.get(name) ?? 0)])),
      },
      latency_ms: { all: latencies(outcomes), reads: latencies(outcomes.filter((outcome) => !outcome.write)), writes: latencies(writes) },
      errors: {
        total: errors.length,
        reads: readFailures.length,
        reads_outside_kill_window: readFailuresOutside.length,
        writes: errors.filter((outcome) => outcome.write).length,
        by_kind: countBy(errors, errorKind),
        first: errors.slice(0, 20).map((outcome) => ({ at_s: relative(outcome.at), kind: errorKind(outcome), what: outcome.kind, request_id: outcome.requestId, served_by: outcome.servedBy })),
      },
      refused_by_product: countBy(writes.filter((outcome) => outcome.status === 429 || outcome.status === 409), (outcome) => `${outcome.kind} ${outcome.status} ${outcome.code}`),
      kill: describeEvent(kill),
      graceful_restart: describeEvent(term),
      retry_rules_check: retryPolicy,
      load_balancer: { transitions: transitions.map((change) => ({ ...change, at_s: relative(change.at) })), log: balancerLog },
      writes: verification,
      redis_rate_limit_keys_after_sign_ups: redisKeys,
    };

    const failures: string[] = [];
    if (readFailuresOutside.length > 0) failures.push(`${readFailuresOutside.length} reads failed outside the moments between the kill and HAProxy marking the instance DOWN`);
    if (verification.missing.length > 0) failures.push(`${verification.missing.length} acknowledged writes are not in the database as acknowledged`);
    if (verification.duplicated.length > 0) failures.push(`${verification.duplicated.length} writes are stored more than once`);
    if (verification.halfDone.length > 0) failures.push(`${verification.halfDone.length} bookings are half made`);
    if (kill?.downAt === undefined) failures.push('HAProxy never marked the killed instance DOWN');
    if (!retryPolicy.passed) failures.push('the load balancer replayed a write or did not retry a read (retry rules check)');

    const markdown = renderMarkdown(report, failures);
    await writeFile(path.join(reportDir, 'cluster-drill.json'), `${JSON.stringify({ ...report, failures }, null, 2)}\n`);
    await writeFile(path.join(reportDir, 'cluster-drill.md'), markdown);
    console.log(`\n${markdown}`);
    console.log(`Report: ${path.join(reportDir, 'cluster-drill.md')} and cluster-drill.json; logs of HAProxy and the instances beside them.`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

type Report = Record<string, unknown> & {
  setup: { instances: number; people: number; visitors: number; seconds: number; restart_killed_after_s: number };
  requests: { total: number; per_second: number; reads: number; writes: number; by_instance: Record<string, number> };
  latency_ms: Record<'all' | 'reads' | 'writes', { count: number; p50: number; p99: number; max: number }>;
  errors: { total: number; reads: number; reads_outside_kill_window: number; writes: number; by_kind: Record<string, number> };
  refused_by_product: Record<string, number>;
  writes: Awaited<ReturnType<typeof verifyWrites>>;
  load_balancer: { log: ReturnType<typeof summarizeBalancerLog> };
  retry_rules_check: Awaited<ReturnType<typeof checkRetryPolicy>>;
  redis_rate_limit_keys_after_sign_ups: number;
};

type EventReport = {
  instance: string;
  at_s: number | null;
  marked_down_after_ms: number | null;
  exited_after_ms: number | null;
  exit: string | null;
  up_again_after_start_ms: number | null;
  errors_until_marked_down: Record<string, number> | null;
  errors_until_up_again: Record<string, number>;
};

function renderMarkdown(report: Report & { kill?: EventReport; graceful_restart?: EventReport }, failures: string[]): string {
  const list = (counts: Record<string, number> | null | undefined) =>
    counts && Object.keys(counts).length > 0 ? Object.entries(counts).map(([kind, count]) => `${count} ${kind}`).join('; ') : 'none';
  const total = (counts: Record<string, number> | null | undefined) => Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0);
  const { setup, requests, latency_ms: latency, errors, writes, kill, graceful_restart: term } = report;
  const lines = [
    `# Cluster drill ${report.date as string}`,
    '',
    `${setup.instances} API instances behind HAProxy (health checks on GET /api/ready/ every 500 ms, fall 2, rise 2), one PostgreSQL, one Redis; ` +
      `${setup.people} simulated people (${setup.visitors} anonymous) for ${setup.seconds} s.`,
    '',
    `- Requests: ${requests.total} (${requests.per_second}/s; ${requests.reads} reads, ${requests.writes} writes); answered by ${list(requests.by_instance)}.`,
    `- Latency: p50 ${latency.all.p50} ms, p99 ${latency.all.p99} ms (reads p99 ${latency.reads.p99} ms, writes p99 ${latency.writes.p99} ms; slowest ${latency.all.max} ms).`,
    `- Errors people saw: ${errors.total} (${errors.reads} on reads, ${errors.reads_outside_kill_window} of them outside the kill window; ${errors.writes} on writes): ${list(errors.by_kind)}.`,
    `- Refused by the product's own limits (not errors): ${list(report.refused_by_product)}.`,
  ];
  if (kill) {
    lines.push(
      `- SIGKILL of ${kill.instance} at ${kill.at_s} s: HAProxy marked it DOWN after ${kill.marked_down_after_ms ?? 'never'} ms; ` +
        `errors in between: ${total(kill.errors_until_marked_down)} (${list(kill.errors_until_marked_down)}); ` +
        `started again ${setup.restart_killed_after_s} s after the kill and UP ${kill.up_again_after_start_ms ?? '?'} ms after its start; errors until then: ${total(kill.errors_until_up_again)}.`,
    );
  }
  if (term) {
    lines.push(
      `- Graceful restart of ${term.instance} at ${term.at_s} s: DOWN after ${term.marked_down_after_ms ?? 'never'} ms, the process ended after ${term.exited_after_ms} ms (${term.exit}), ` +
        `UP ${term.up_again_after_start_ms ?? '?'} ms after its start; errors from SIGTERM until UP again: ${total(term.errors_until_up_again)} (${list(term.errors_until_up_again)}).`,
    );
  }
  const unknown = writes.unknownOutcome;
  lines.push(
    `- Retry rules, tried first on stand-in servers that take a request and close without answering: a write got ${report.retry_rules_check.write.status} ${report.retry_rules_check.write.code} ` +
      `and reached a server ${report.retry_rules_check.write.timesReceived} time(s); a read got ${report.retry_rules_check.read.status} from the other server (${report.retry_rules_check.passed ? 'as required' : 'NOT as required'}).`,
    `- Load balancer: ${report.load_balancer.log.retried} requests retried (${report.load_balancer.log.redispatched} on another instance); abnormal endings: ${list(report.load_balancer.log.abnormal)}.`,
    `- Acknowledged writes checked in PostgreSQL by id: ${writes.acknowledged.messages} messages, ${writes.acknowledged.comments} comments, ${writes.acknowledged.bookings} booking invitations, ` +
      `${writes.acknowledged.likes} like states; missing: ${writes.missing.length}, stored twice: ${writes.duplicated.length}, half made: ${writes.halfDone.length}.`,
    `- Writes without an answer or with a 5xx: ${unknown.total} (${unknown.stored} stored whole anyway, ${unknown.notStored} not stored); likes left unchecked for it: ${writes.likesUnchecked}.`,
    `- Rate-limit counters in the shared Redis after the sign-ups (one per client address and limited route): ${report.redis_rate_limit_keys_after_sign_ups} keys.`,
    '',
    failures.length === 0 ? '**Passed.**' : `**Failed:** ${failures.join('; ')}.`,
    '',
  );
  if (writes.missing.length > 0) lines.push('Missing:', ...writes.missing.slice(0, 20).map((item) => `- ${item}`), '');
  return lines.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof MissingPrerequisite) {
      console.error(`The cluster drill cannot run on this machine: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
