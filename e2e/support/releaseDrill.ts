import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_URL } from './env';

/**
 * Release drills: one package built as its team would release it, from a copy of the repository's sources with one
 * change (a new kit component, a newer platform), into a folder of its own, and served by a site server of its own
 * beside the repository's builds. Nothing of the repository (sources or builds) changes.
 *
 * The copy lives in <root>/.release-drill/<name>/ — inside the repository, so Node finds the installed libraries
 * above it — with node_modules/@podbridge/{shared,kit} linking to its own copies of the platform and the kit, so its
 * build bundles (and records, in release.json) the changed versions.
 */

const root = join(__dirname, '..', '..');
const bin = join(root, 'node_modules', '.bin');

export type DrillPackage = 'shell' | 'mfe-admin';

export interface Drill {
  /** The drill's copy of the repository's part: `<dir>/shared`, `<dir>/shared/kit`, `<dir>/<package>`. */
  dir: string;
  /** The changed build: `<dir>/<package>/dist`. */
  dist: string;
}

/** Edits a file of the drill's copy in place. */
export async function editFile(file: string, edit: (text: string) => string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const edited = edit(text);
  if (edited === text) throw new Error(`The drill's edit changed nothing in ${file}`);
  await writeFile(file, edited);
}

/** Sets a package.json's version. */
export async function setVersion(packageDir: string, version: string): Promise<void> {
  await editFile(join(packageDir, 'package.json'), (text) => text.replace(/"version": "[^"]+"/, `"version": "${version}"`));
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}` } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed in ${cwd}:\n${output}`))));
  });
}

/**
 * Copies the platform, the kit and `pkg`, lets `change` edit the copy, and builds `pkg` there with its own build
 * script (as `npm run build -w <pkg>` would) and RELEASE_LABEL `label`.
 */
export async function drillBuild(
  name: string,
  pkg: DrillPackage,
  label: string,
  change: (dir: string) => Promise<void>,
): Promise<Drill> {
  const dir = join(root, '.release-drill', name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'node_modules', '@podbridge'), { recursive: true });
  const skip = (source: string) => !/[\\/](node_modules|dist)$/.test(source);
  await cp(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  await cp(join(root, 'shared'), join(dir, 'shared'), { recursive: true, filter: skip });
  await cp(join(root, pkg), join(dir, pkg), { recursive: true, filter: skip });
  await symlink('../../shared', join(dir, 'node_modules', '@podbridge', 'shared'));
  await symlink('../../shared/kit', join(dir, 'node_modules', '@podbridge', 'kit'));
  await change(dir);
  const { scripts } = JSON.parse(await readFile(join(dir, pkg, 'package.json'), 'utf8')) as { scripts: { build: string } };
  await run(scripts.build, join(dir, pkg), { RELEASE_LABEL: label });
  return { dir, dist: join(dir, pkg, 'dist') };
}

/** `npm run release-check` of the drill's build against `site` (a URL or a shell build folder): its exit code and output. */
export function releaseCheck(drill: Drill, pkg: DrillPackage, site: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(bin, 'tsx'), [join(root, 'shared', 'federation', 'releaseCheck.ts'), '--site', site], {
      cwd: join(drill.dir, pkg),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** A site server on `port` serving the repository's builds, but for the folders `dirs` names (env SHELL_DIR, ...). */
export async function startSite(port: number, dirs: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(join(bin, 'tsx'), [join(root, 'shell', 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, SITE_PORT: String(port), SITE_HOST: '127.0.0.1', PUBLIC_API_BASE_URL: API_URL, ...dirs },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
  };
  // The server answers once it listens; give it as long as a busy machine needs.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The drill's site server on port ${port} exited`);
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The drill's site server on port ${port} did not start`);
}
