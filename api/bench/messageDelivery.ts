/**
 * Messaging benchmark. Live delivery: 100 sender/receiver pairs, each receiver holding an open GET /api/events/
 * stream, send 5 messages each over real HTTP (one send every 10 ms, so 100 a second); it times each message from
 * the start of its POST to its event arriving on the receiver's stream and prints p50/p95/p99. Then, on a database
 * of 100,000 users: opening a conversation of 10,000 messages against one of 10 (median of 50 requests each), and
 * the user search (median of 100 requests). Exits 1 when a goal is missed or a message never arrives.
 *
 *   npm run bench -w api                                  # one instance on in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # then also: sends on instance A, streams on instance B,
 *                                                          # two apps on a throwaway schema of that server
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readEventStream, type EventStreamReader } from '../src/testing/eventStreamReader';
import { buildTestApp, type TestApp } from '../src/testing/buildTestApp';
import { runBench } from './runBench';

const PAIRS = 100;
const MESSAGES_PER_PAIR = 5;
const SEND_EVERY_MS = 10;
const DELIVERY_P95_LIMIT_MS = { pglite: 150, postgres: 300 };
const SEARCH_USERS = 100_000;
const LONG_CHAT = 10_000;
const SHORT_CHAT = 10;
const CHAT_REQUESTS = 50;
const SEARCH_REQUESTS = 100;
/** The project's budget for a list request (see the search benchmarks). */
const MEDIAN_LIMIT_MS = 50;

const FIRST_NAMES = (
  'anna erik maria lars karin johan sara per åsa björn göran ingrid sven elin oskar maja nils ebba linnéa håkan ' +
  'agnes jöns märta ömer amira omar fatima ali emily david sofia viktor freja tove jonas ylva kerstin mohammed leo alice'
).split(' ');
const LAST_NAMES = (
  'andersson johansson karlsson nilsson eriksson öberg ängström åberg lindqvist sjöberg wallin ström hussein rahimi ' +
  'larsson olsson persson svensson gustafsson pettersson jönsson hedlund blom nyström söderberg björk lundgren holm ' +
  'forsberg sandberg engström carter källström malmström östlund berg dahl ek lund'
).split(' ');
/** Handles that are not names: half the users pick one of these pairs. */
const HANDLE_WORDS = (
  'podd snack fika kaffe morgon kväll ekonomi teknik historia hälsa musik böcker äventyr vetenskap startup framtid ' +
  'klimat skog sjö fjäll älg snö kod data design radio mikrofon ljud studio gäst samtal berättelse nörd pepp'
).split(' ');
const EXPERTISE =
  'AI|Machine Learning|Climate|Nutrition|Pensions|Psychology|Vikings|Marketing|Hälsoekonomi|Köksträdgård'.split('|');
const SEARCHES = [
  'anna',
  'Åsa',
  'asa',
  'oberg',
  'lindqvist',
  'climate',
  'machine',
  'kar',
  'sjöberg',
  'hussein',
  'eri',
  'nils_n',
];

const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;
const pick = (words: string[], seed: string) => `(${sqlArray(words)})[1 + (${seed}) % ${words.length}]`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function urlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Creates users straight in the database (ids in order) and returns their ids. */
async function insertUsers(t: TestApp, prefix: string, count: number): Promise<number[]> {
  const result = await t.db.execute(
    sql.raw(`
    INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
    SELECT '${prefix}' || g, '${prefix}' || g || '@example.se', 'x', 'podcaster', now() FROM generate_series(1, ${count}) g
    RETURNING id`),
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Send-to-event latencies of every message, sends on `sending`, streams on `receiving`; p95 against `limitMs`. */
async function benchDelivery(
  t: TestApp,
  sending: FastifyInstance,
  receiving: FastifyInstance,
  limitMs: number,
): Promise<boolean> {
  const ids = await insertUsers(t, 'pair', PAIRS * 2);
  const pairs = Array.from({ length: PAIRS }, (_, i) => ({ sender: ids[2 * i]!, receiver: ids[2 * i + 1]! }));
  // Each receiver has answered once, so the limit on unanswered messages does not apply.
  const answers = pairs.map(({ sender, receiver }) => `(${receiver}, ${sender}, 'Hej!')`).join(', ');
  await t.db.execute(sql.raw(`INSERT INTO user_messages (sender_id, receiver_id, content) VALUES ${answers}`));
  const bearer = (id: number) => ({ authorization: `Bearer ${sending.accessTokens.issue(id)}` });
  const [sendUrl, streamUrl] = [await urlOf(sending), await urlOf(receiving)];

  const startedAt = new Map<string, number>();
  const latencies = new Map<string, number>();
  const streams: EventStreamReader[] = [];
  try {
    for (const { receiver } of pairs) {
      const stream = await readEventStream(`${streamUrl}/api/events/`, bearer(receiver), (event) => {
        if (event.event !== 'message') return;
        const { content } = JSON.parse(event.data) as { content: string };
        const started = startedAt.get(content);
        if (started !== undefined && !latencies.has(content)) latencies.set(content, performance.now() - started);
      });
      if (stream.response.status !== 200) throw new Error(`the stream answered ${stream.response.status}`);
      streams.push(stream);
    }
    const send = async (sender: number, receiver: number, content: string) => {
      startedAt.set(content, performance.now());
      const response = await fetch(`${sendUrl}/api/user_messages/`, {
        method: 'POST',
        headers: { ...bearer(sender), 'content-type': 'application/json' },
        body: JSON.stringify({ receiver_id: receiver, content }),
      });
      if (response.status !== 201) throw new Error(`sending answered ${response.status}: ${await response.text()}`);
    };
    // Warm-up (not timed): connections, JIT, statement plans.
    for (const [i, { sender, receiver }] of pairs.slice(0, 10).entries()) await send(sender, receiver, `warm-up ${i}`);

    const sends: Promise<void>[] = [];
    const begin = performance.now();
    for (let round = 0; round < MESSAGES_PER_PAIR; round += 1) {
      for (const [i, { sender, receiver }] of pairs.entries()) {
        const due = begin + (round * PAIRS + i) * SEND_EVERY_MS;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sends.push(send(sender, receiver, `Meddelande ${round + 1} från par ${i + 1}`));
      }
    }
    await Promise.all(sends);
    const deadline = performance.now() + 10_000;
    const expected = PAIRS * MESSAGES_PER_PAIR;
    const timed = () => [...latencies.keys()].filter((content) => !content.startsWith('warm-up')).length;
    while (timed() < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    const times = [...latencies]
      .filter(([content]) => !content.startsWith('warm-up'))
      .map(([, latency]) => latency)
      .sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    console.log(
      `  delivery: ${times.length}/${expected} messages arrived; p50 ${ms(percentile(times, 0.5))}, p95 ${ms(p95)}, ` +
        `p99 ${ms(percentile(times, 0.99))}, max ${ms(times.at(-1) ?? 0)} (goal: p95 <= ${limitMs} ms)`,
    );
    return times.length === expected && p95 <= limitMs;
  } finally {
    for (const stream of streams) stream.close();
  }
}

/** 100,000 users (a fifth of them approved experts), and a conversation of 10,000 messages and one of 10. */
async function fillForReading(t: TestApp): Promise<{ long: [number, number]; short: [number, number] }> {
  await t.db.execute(
    sql.raw(`
    INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
    SELECT CASE WHEN g % 2 = 0 THEN ${pick(FIRST_NAMES, '(g / 2) * 7')} || '_' || ${pick(LAST_NAMES, '(g / 2) * 13')}
                ELSE ${pick(HANDLE_WORDS, '(g / 2) * 3')} || ${pick(HANDLE_WORDS, '(g / 2) * 17')} END || g,
           'member' || g || '@example.se', 'x',
           (CASE WHEN g % 5 = 0 THEN 'expert' ELSE 'podcaster' END)::user_type, now()
    FROM generate_series(1, ${SEARCH_USERS}) g`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO expert_profiles (user_id, name, bio, expertise, experience_years, approval_status)
    SELECT u.id, initcap(${pick(FIRST_NAMES, 'u.id * 3')}) || ' ' || initcap(${pick(LAST_NAMES, 'u.id * 5')}), 'Forskare.',
           ARRAY[${pick(EXPERTISE, 'u.id')}, ${pick(EXPERTISE, 'u.id * 11')}], u.id % 41, 'approved'
    FROM users u WHERE u.user_type = 'expert'`),
  );
  const [a, b, c, d] = await insertUsers(t, 'chat', 4);
  await t.db.execute(
    sql.raw(`
    INSERT INTO user_messages (sender_id, receiver_id, content, created_at)
    SELECT CASE WHEN g % 2 = 0 THEN ${a} ELSE ${b} END, CASE WHEN g % 2 = 0 THEN ${b} ELSE ${a} END,
           'Meddelande nummer ' || g || ' om avsnittet på torsdag', now() - (${LONG_CHAT} - g) * interval '1 minute'
    FROM generate_series(1, ${LONG_CHAT}) g`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO user_messages (sender_id, receiver_id, content)
    SELECT CASE WHEN g % 2 = 0 THEN ${c} ELSE ${d} END, CASE WHEN g % 2 = 0 THEN ${d} ELSE ${c} END, 'Hej ' || g
    FROM generate_series(1, ${SHORT_CHAT}) g`),
  );
  // PGlite runs no autovacuum; VACUUM sets the visibility map and the statistics the planner needs.
  await t.db.execute(sql.raw('VACUUM ANALYZE'));
  return { long: [a!, b!], short: [c!, d!] };
}

async function medianOf(requests: number, request: (i: number) => Promise<void>): Promise<number> {
  for (let i = 0; i < 5; i += 1) await request(i);
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await request(i);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((x, y) => x - y),
    0.5,
  );
}

async function benchReading(t: TestApp): Promise<boolean> {
  const started = performance.now();
  const { long, short } = await fillForReading(t);
  console.log(
    `  filled ${SEARCH_USERS} users and a ${LONG_CHAT}-message conversation in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const get = async (viewer: number, url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.app.accessTokens.issue(viewer)}` },
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  };
  const chatOf =
    ([viewer, other]: [number, number]) =>
    () =>
      get(viewer, `/api/user_messages/chat_with_user/?user_id=${other}`);
  const longChat = await medianOf(CHAT_REQUESTS, chatOf(long));
  const shortChat = await medianOf(CHAT_REQUESTS, chatOf(short));
  console.log(
    `  chat_with_user: median ${ms(longChat)} with ${LONG_CHAT} messages, ${ms(shortChat)} with ${SHORT_CHAT} ` +
      `(${CHAT_REQUESTS} requests each; goal: median <= ${MEDIAN_LIMIT_MS} ms)`,
  );
  const byTerm = new Map<string, number[]>();
  const search = await medianOf(SEARCH_REQUESTS, async (i) => {
    const term = SEARCHES[i % SEARCHES.length]!;
    const started = performance.now();
    await get(long[0], `/api/users/search/search/?search=${encodeURIComponent(term)}`);
    byTerm.set(term, [...(byTerm.get(term) ?? []), performance.now() - started]);
  });
  const terms = [...byTerm].map(
    ([term, times]) =>
      `${term} ${ms(
        percentile(
          times.sort((x, y) => x - y),
          0.5,
        ),
      )}`,
  );
  console.log(
    `  user search among ${SEARCH_USERS} users: median ${ms(search)} (${SEARCH_REQUESTS} requests; goal: median <= ${MEDIAN_LIMIT_MS} ms)`,
  );
  console.log(`    by text: ${terms.join(', ')}`);
  return longChat <= MEDIAN_LIMIT_MS && shortChat <= MEDIAN_LIMIT_MS && search <= MEDIAN_LIMIT_MS;
}

async function benchPglite(): Promise<boolean> {
  console.log('In-memory PGlite, one instance:');
  const t = await buildTestApp({ logLevel: 'silent' }, { databaseUrl: null });
  try {
    const delivered = await benchDelivery(t, t.app, t.app, DELIVERY_P95_LIMIT_MS.pglite);
    return (await benchReading(t)) && delivered;
  } finally {
    await t.close();
  }
}

async function benchPostgres(url: string): Promise<boolean> {
  console.log(`PostgreSQL (${new URL(url).host}), sends on instance A, streams on instance B:`);
  const t = await buildTestApp({ logLevel: 'silent' }, { databaseUrl: url });
  try {
    const delivered = await benchDelivery(t, t.app, await t.addInstance(), DELIVERY_P95_LIMIT_MS.postgres);
    return (await benchReading(t)) && delivered;
  } finally {
    await t.close();
  }
}

async function main(): Promise<number> {
  const url = process.env.BENCH_DATABASE_URL;
  let passed = await benchPglite();
  if (url) passed = (await benchPostgres(url)) && passed;
  return passed ? 0 : 1;
}

runBench(main);
