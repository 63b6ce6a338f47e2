/**
 * Password hashing benchmark. The cost of one argon2id hash with the library's defaults (64 MiB, 3 passes, 4 lanes:
 * what the API used before) and with PASSWORD_HASHING (OWASP's 19 MiB, 2 passes, 1 lane), alone and 8 at once; then
 * registration and sign-in through the API, 8 at once, 64 requests each. Exits 1 when the p95 of registration or
 * sign-in passes 400 ms.
 *
 *   npm run bench -w api      (or: tsx bench/passwords.ts)
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { PASSWORD_HASHING } from '../src/modules/users/passwords';
import { buildTestApp } from '../src/testing/buildTestApp';
import { register, registerVerified, signIn, type Credentials } from '../src/testing/users';
import { runBench } from './runBench';

const CONCURRENCY = 8;
const REQUESTS = 64;
const P95_LIMIT_MS = 400;
const LIBRARY_DEFAULTS = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Runs `total` calls of `task`, `CONCURRENCY` at a time; each call's duration, sorted. */
async function timed(total: number, task: (index: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const index = next++;
        const start = performance.now();
        await task(index);
        durations.push(performance.now() - start);
      }
    }),
  );
  return durations.sort((a, b) => a - b);
}

async function main(): Promise<number> {
  console.log(`Password hashing, argon2id (this machine: ${availableParallelism()} cores)`);
  for (const [name, options] of [
    ['library defaults (before)', LIBRARY_DEFAULTS],
    ['PASSWORD_HASHING (now)', PASSWORD_HASHING],
  ] as const) {
    const single: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const start = performance.now();
      await argon2.hash('bench-password-2026', options);
      single.push(performance.now() - start);
    }
    single.sort((a, b) => a - b);
    const together = await timed(REQUESTS, async () => void (await argon2.hash('bench-password-2026', options)));
    console.log(
      `  ${name.padEnd(27)} m=${options.memoryCost} KiB t=${options.timeCost} p=${options.parallelism}: one hash ${ms(percentile(single, 50))}; ` +
        `${CONCURRENCY} at once p50 ${ms(percentile(together, 50))}, p95 ${ms(percentile(together, 95))}`,
    );
  }

  const t = await buildTestApp({ rateLimitAuthMax: 1_000_000 });
  try {
    // A running server has compiled its routes and validators already: the first requests a new process answers
    // (a few hundred ms each while V8 compiles them) are not what a person registering meets, and stay out.
    await timed(CONCURRENCY, async (index) => void (await register(t, { username: `bench_warm_${index}` })));
    const registrations = await timed(REQUESTS, async (index) => {
      const { response } = await register(t, { username: `bench_reg_${index}` });
      if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
    });
    // Send the registrations' verification emails (20 jobs a run), so the accounts below get theirs at once.
    while ((await t.runJobs()).succeeded > 0);
    const accounts: Credentials[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) accounts.push(await registerVerified(t, { username: `bench_in_${i}` }));
    const signIns = await timed(REQUESTS, async (index) => {
      const { username, password } = accounts[index % accounts.length]!;
      const response = await signIn(t, { username, password });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    });
    let failed = 0;
    for (const [name, durations] of [
      ['registration', registrations],
      ['sign-in', signIns],
    ] as const) {
      const p95 = percentile(durations, 95);
      const ok = p95 <= P95_LIMIT_MS;
      if (!ok) failed = 1;
      console.log(
        `  ${name} through the API, ${CONCURRENCY} at once (${REQUESTS}): p50 ${ms(percentile(durations, 50))}, p95 ${ms(p95)} ` +
          `(goal <= ${P95_LIMIT_MS} ms) ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    return failed;
  } finally {
    await t.close();
  }
}

runBench(main);
