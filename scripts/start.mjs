#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then serves the production build: the API on 8000 (data in
// ./data) and the site on 3000 (the shell and each remote under its own base URL). Ctrl-C stops both cleanly.
// `npm run dev` (`--dev`): the API in watch mode and a webpack dev server per package (shell 3000, remotes
// from 3001, as `shell/public/remotes.json` lists them).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pretty from 'pino-pretty';
import { buildMissing } from './buildMissing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const remotes = readdirSync(root).filter(
  (name) => name.startsWith('mfe-') && existsSync(join(root, name, 'package.json')),
);
// The API's tsc is the shortest build: last, it fills a core while the final bundle finishes.
const builds = [
  { workspace: 'shell', output: 'shell/dist/index.html' },
  ...remotes.map((name) => ({ workspace: name, output: `${name}/dist/remoteEntry.js` })),
  { workspace: 'api', output: 'api/dist/server.js' },
];

const dev = process.argv.includes('--dev');
// A person at a terminal gets a short log: one line per build, readable API lines. Anything else (CI, a file, a
// process manager) gets the tools' full output and the API's JSON lines, for machines.
const forPerson = process.stdout.isTTY === true;

const missing = dev ? [] : builds.filter(({ output }) => !existsSync(join(root, output)));
await buildMissing(root, missing, { forPerson });

/**
 * The API's JSON log made readable (pino-pretty: time, level, message). A request is one line when it completes
 * (method, address, status, time), from the two entries Fastify logs for it. Plain lines (the outbox's
 * "Mail to ...") pass as they are.
 */
function readableApiLog(stdout) {
  const prettyLog = pretty({
    colorize: true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    hideObject: true,
  });
  const started = new Map();
  createInterface({ input: stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      process.stdout.write(`${line}\n`);
      return;
    }
    if (entry.req && entry.reqId) {
      started.set(entry.reqId, entry.req);
      return;
    }
    const request = entry.res && started.get(entry.reqId);
    if (request) {
      started.delete(entry.reqId);
      const time = Math.round(entry.responseTime ?? 0);
      entry.msg = `${request.method} ${request.url} → ${entry.res.statusCode} (${time} ms)`;
    }
    prettyLog.write(`${JSON.stringify(entry)}\n`);
  });
}

// The demo shows' RSS feeds are served on loopback beside the site (api/src/cli/demoFeeds.ts), and the API may read
// them: feed addresses on loopback are refused unless FEED_ALLOWED_HOSTS names them. Set DEMO_FEEDS=false to go
// without (the API then reads public addresses only, as in production).
const demoFeeds = process.env.DEMO_FEEDS !== 'false';
const demoFeedsHost = `127.0.0.1:${process.env.DEMO_FEEDS_PORT ?? 4010}`;
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  ...(demoFeeds && { FEED_ALLOWED_HOSTS: [process.env.FEED_ALLOWED_HOSTS, demoFeedsHost].filter(Boolean).join(',') }),
};
// From the sources (tsx), so `npm run dev` needs no build of it; it serves no page, so the site goes on without it.
const feedHost = demoFeeds
  ? spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/cli/demoFeeds.ts')], { cwd: join(root, 'api'), env, stdio: 'inherit' })
  : null;
const devChildren = () =>
  ['api', 'shell', ...remotes].map((workspace) =>
    spawn(npm, ['run', 'dev', '-w', workspace], { cwd: root, env, stdio: 'inherit' }),
  );

const children = dev
  ? devChildren()
  : [
      spawn(process.execPath, [join(root, 'api/dist/server.js')], {
        cwd: join(root, 'api'),
        env,
        stdio: ['inherit', forPerson ? 'pipe' : 'inherit', 'inherit'],
      }),
      spawn(process.execPath, ['--import', 'tsx', join(root, 'shell/server/main.ts')], {
        cwd: join(root, 'shell'),
        env,
        stdio: 'inherit',
      }),
    ];

if (!dev && forPerson) readableApiLog(children[0].stdout);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children, ...(feedHost ? [feedHost] : [])]) if (child.exitCode === null) child.kill(signal);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    if (code) exitCode = code;
    // One process ending ends the site: the other is stopped too.
    stop('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
