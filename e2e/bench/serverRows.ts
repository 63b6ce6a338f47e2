import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Checkout } from './checkout';

/**
 * The API's rows of the speed table, before and after: the API speed bench (`api/bench/apiSpeed.ts`: 100,000
 * podcasts, autocannon over loopback) is run in each checkout, one after the other on the same database server
 * (BENCH_DATABASE_URL, else each in its embedded database), and its signed-in list and create rows are taken from
 * each. Sign-in and registration come from this checkout's password bench, which measures the hashing used before
 * (the library's defaults) beside the current one in the same run.
 */
const ROWS = [
  {
    what: 'Signed-in list page 1 at 16 clients',
    match: /^\| GET \/podcasts\/ page 1 \| 16 \| signed in \|/,
    goal: '>= 1,500 req/s',
  },
  {
    what: 'Podcast creates at concurrency 8',
    match: /^\| POST \/podcasts\/create\/ \| 8 \| signed in \|/,
    goal: '>= 500/s',
  },
];

/** A bench's output, whether or not it met its budgets (it exits 1 when not, and says which). */
async function run(cwd: string, script: string): Promise<{ output: string; met: boolean }> {
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', script], {
      cwd,
      env: process.env,
      maxBuffer: 16 << 20,
      timeout: 20 * 60_000,
    });
    return { output: stdout, met: true };
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout === undefined) throw error;
    return { output: stdout, met: false };
  }
}

/** The measured cells of a speed-bench row: req/s, p50, p99, failed. */
function cellsOf(output: string, match: RegExp): string[] | null {
  const line = output.split('\n').find((candidate) => match.test(candidate));
  return line
    ? line
        .split('|')
        .slice(4, 8)
        .map((cell) => cell.trim())
    : null;
}

export async function serverRows(checkouts: Checkout[], root: string): Promise<string[]> {
  const outputs = new Map<string, string>();
  for (const checkout of checkouts) {
    console.log(`API speed bench: ${checkout.label}`);
    outputs.set(checkout.label, (await run(join(checkout.root, 'api'), 'bench/apiSpeed.ts')).output);
  }
  const lines = [
    `\nThe API, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}, ` +
      `${Number(process.env.BENCH_PODCASTS ?? 100_000).toLocaleString('en-US')} podcasts (api/bench/apiSpeed.ts in each checkout)`,
    '| What | Build | req/s | p50 | p99 | failed | goal |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { what, match, goal } of ROWS) {
    for (const checkout of checkouts) {
      const cells = cellsOf(outputs.get(checkout.label)!, match);
      lines.push(`| ${what} | ${checkout.label} | ${cells ? cells.join(' | ') : 'not in its bench | | |'} | ${goal} |`);
    }
  }
  console.log('Password bench: after');
  const passwords = await run(join(root, 'api'), 'bench/passwords.ts');
  lines.push('', ...passwords.output.trim().split('\n'));
  if (!passwords.met) lines.push('(the password bench missed a budget: see above)');
  return lines;
}
