#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then serves the production build: the API on 8000 (data in
// ./data) and the site on 3000 (the shell and each remote under its own base URL). Ctrl-C stops both cleanly.
// `npm run dev` (`--dev`): the API in watch mode and a webpack dev server per package (shell 3000, remotes
// from 3001, as `shell/public/remotes.json` lists them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const remotes = readdirSync(root).filter(
  (name) => name.startsWith('mfe-') && existsSync(join(root, name, 'package.json')),
);
const builds = [
  { workspace: 'api', output: 'api/dist/server.js' },
  { workspace: 'shell', output: 'shell/dist/index.html' },
  ...remotes.map((name) => ({ workspace: name, output: `${name}/dist/remoteEntry.js` })),
];

const dev = process.argv.includes('--dev');

for (const { workspace, output } of dev ? [] : builds) {
  if (existsSync(join(root, output))) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The build of ${workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };
const devChildren = () =>
  ['api', 'shell', ...remotes].map((workspace) =>
    spawn(npm, ['run', 'dev', '-w', workspace], { cwd: root, env, stdio: 'inherit' }),
  );

const children = dev
  ? devChildren()
  : [
      spawn(process.execPath, [join(root, 'api/dist/server.js')], { cwd: join(root, 'api'), env, stdio: 'inherit' }),
      spawn(process.execPath, ['--import', 'tsx', join(root, 'shell/server/main.ts')], {
        cwd: join(root, 'shell'),
        env,
        stdio: 'inherit',
      }),
    ];

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
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
