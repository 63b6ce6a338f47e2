// The first-start builds of `npm start`: every package whose output is missing, as many at once as the machine has
// cores. No build needs another's output (`@podbridge/shared`, `@podbridge/kit` and `@podbridge/social` are TypeScript source that each
// webpack and the API's tsc read as they go, never built on its own), so any order works.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
}

/** "about 1 min left", from what the builds finished so far took on average. */
function timeLeft(ms) {
  if (ms < 10_000) return 'a few seconds left';
  if (ms < 60_000) return `about ${Math.round(ms / 10_000) * 10} s left`;
  return `about ${Math.round(ms / 60_000)} min left`;
}

/**
 * When the last build should end: each build still to come takes what the finished ones took on average and starts
 * in the first slot to free up; a build running past that average is taken to end soon.
 */
function estimateLeft(running, queued, average, slots) {
  const now = Date.now();
  const slotFreeIn = [...running.values()].map(({ started }) => Math.max(average - (now - started), average / 10));
  while (slotFreeIn.length < slots) slotFreeIn.push(0);
  for (let i = 0; i < queued; i += 1) {
    slotFreeIn.sort((a, b) => a - b);
    slotFreeIn[0] += average;
  }
  return Math.max(...slotFreeIn);
}

/**
 * One `npm run build -w <workspace>`. A person gets nothing until it ends (the output is kept for a failure); anything
 * else gets the tools' full output, each build's as one block when it ends, so two builds never interleave lines.
 */
function runBuild(root, workspace, forPerson) {
  // Its own process group, so a failure elsewhere or Ctrl-C can stop the whole build (npm, sh, webpack, tsx).
  const child = spawn(npm, ['run', 'build', '-w', workspace, '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push([process.stdout, chunk]));
  child.stderr.on('data', (chunk) => output.push([process.stderr, chunk]));
  const done = new Promise((resolveBuild) => {
    child.on('error', (error) => {
      output.push([process.stderr, `${error.message}\n`]);
      resolveBuild(1);
    });
    child.on('close', (code, signal) => resolveBuild(code ?? (signal ? 1 : 0)));
  });
  const replay = (toStderr) => {
    for (const [stream, chunk] of output) (toStderr ? process.stderr : stream).write(chunk);
  };
  if (!forPerson) done.then(() => replay(false));
  return { child, done, replay };
}

/**
 * Builds the packages of `builds` ({ workspace }) and returns once all are built. A failing build stops the others
 * and exits with its output and status; so does Ctrl-C. A build that did not finish leaves no `dist/` behind, so
 * the next start does not take it for built.
 */
export async function buildMissing(root, builds, { forPerson }) {
  if (builds.length === 0) return;
  const slots = Math.max(1, Math.min(availableParallelism(), builds.length));
  const queue = [...builds];
  const running = new Map();
  const finishedDurations = [];
  console.log(
    `Building ${builds.map(({ workspace }) => workspace).join(', ')} (first start only; ${slots} at a time)...`,
  );

  const stopAll = () => {
    for (const [workspace, { child }] of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      rmSync(join(root, workspace, 'dist'), { recursive: true, force: true });
    }
  };
  const interrupted = (signal) => {
    stopAll();
    console.error(`Stopped before the builds finished (${signal}).`);
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  // The build of each workspace under way, as a promise of its result.
  const pending = new Map();
  const startNext = () => {
    const { workspace } = queue.shift();
    if (!forPerson) console.log(`Building ${workspace}...`);
    const build = runBuild(root, workspace, forPerson);
    running.set(workspace, { ...build, started: Date.now() });
    pending.set(
      workspace,
      build.done.then((status) => ({ workspace, status })),
    );
  };
  while (queue.length > 0 && running.size < slots) startNext();

  while (pending.size > 0) {
    const { workspace, status } = await Promise.race(pending.values());
    pending.delete(workspace);
    const { started, replay } = running.get(workspace);
    running.delete(workspace);
    if (status !== 0) {
      stopAll();
      rmSync(join(root, workspace, 'dist'), { recursive: true, force: true });
      if (forPerson) replay(true);
      console.error(`The build of ${workspace} failed.`);
      process.exit(status);
    }
    finishedDurations.push(Date.now() - started);
    const built = finishedDurations.length;
    const average = finishedDurations.reduce((sum, ms) => sum + ms, 0) / built;
    const left = built === builds.length ? 'all built' : timeLeft(estimateLeft(running, queue.length, average, slots));
    console.log(`Built ${workspace} in ${seconds(Date.now() - started)} (${built} of ${builds.length}, ${left})`);
    if (queue.length > 0) startNext();
  }

  process.off('SIGINT', interrupted);
  process.off('SIGTERM', interrupted);
}
