import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built checkout of the site the bench measures: this one ("after"), or an earlier commit ("before") in a git
 * worktree of its own, installed and built once and kept for the next run.
 */
export interface Checkout {
  label: string;
  root: string;
  apiPort: number;
  sitePort: number;
  floorPort: number;
}

export const siteUrlOf = (checkout: Checkout) => `http://localhost:${checkout.sitePort}`;
export const floorUrlOf = (checkout: Checkout) => `http://localhost:${checkout.floorPort}`;
export const dataDirOf = (checkout: Checkout) => join(checkout.root, 'e2e', '.data', 'bench');

/** The files `npm run build` makes, by which a checkout counts as built. */
function buildOutputs(root: string): string[] {
  const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
  return ['api/dist/server.js', 'shell/dist/index.html', ...remotes.map((name) => `${name}/dist/remoteEntry.js`)];
}

export function buildIfMissing(root: string): void {
  if (buildOutputs(root).every((output) => existsSync(join(root, output)))) return;
  console.log(`Building ${root} first (npm run build)...`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/**
 * The commit `ref` of the repository at `root` as a worktree beside the system's temporary files (outside this
 * checkout, whose tools would otherwise find a second copy of every package), installed and built.
 */
export function prepareEarlierCheckout(root: string, ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = join(tmpdir(), `podbridge-bench-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    console.log(`Checking out ${ref} (${commit.slice(0, 12)}) in ${dir}...`);
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    console.log(`Installing ${ref}...`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  buildIfMissing(dir);
  return dir;
}

/** Copies `files` from `sourceDir` into `targetDir` (made if missing), for a build in another checkout. */
export function copyInto(sourceDir: string, targetDir: string, files: string[]): void {
  mkdirSync(targetDir, { recursive: true });
  for (const file of files) cpSync(join(sourceDir, file), join(targetDir, file));
}

async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within a minute`);
}

/**
 * Starts a checkout's API and site as `npm start` does, on a fresh data folder with the demo data (each checkout
 * seeds its own, with its own seed command).
 */
export async function startCheckout(checkout: Checkout): Promise<ChildProcess[]> {
  const { root } = checkout;
  const dataDir = dataDirOf(checkout);
  const siteUrl = siteUrlOf(checkout);
  const apiUrl = `http://localhost:${checkout.apiPort}`;
  await rm(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, PUBLIC_WEB_URL: siteUrl, PUBLIC_API_URL: apiUrl };
  execFileSync(process.execPath, [join(root, 'api/dist/cli/seedDemo.js')], { cwd: root, env, stdio: 'ignore' });
  const api = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    cwd: root,
    env: { ...env, PORT: String(checkout.apiPort), HOST: '127.0.0.1', CORS_ORIGIN: siteUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const site = spawn(process.execPath, ['--import', 'tsx', join(root, 'shell/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      SITE_PORT: String(checkout.sitePort),
      SITE_HOST: '127.0.0.1',
      PUBLIC_API_BASE_URL: `${apiUrl}/api`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilServing(`${apiUrl}/api/health/`);
  await waitUntilServing(`${siteUrl}/remotes.json`);
  return [api, site];
}
