/**
 * What the cluster drill runs on: a fresh PostgreSQL database, an empty Redis database number, the built API's
 * instances as child processes (each on its own loopback port and data folder), and the checks that say clearly
 * what is missing on a machine without them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';

export const DIST = path.resolve(__dirname, '../../dist');

/** Something this machine lacks for the drill; printed as it is, and the drill exits 2. */
export class MissingPrerequisite extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingPrerequisite';
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The built API, the load balancer's binary and free loopback ports; throws MissingPrerequisite naming the gap. */
export async function checkMachine(haproxyBinary: string, ports: number[]): Promise<string> {
  for (const file of ['server.js', 'cli/seedDemo.js']) {
    if (!existsSync(path.join(DIST, file))) {
      throw new MissingPrerequisite(`The built API is missing (${path.join(DIST, file)}): run \`npm run build -w api\` first.`);
    }
  }
  const version = spawnSync(haproxyBinary, ['-v'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new MissingPrerequisite(
      `HAProxy is not installed at ${haproxyBinary} (${version.error?.message ?? `exit ${version.status}`}): ` +
        '`apt-get install haproxy` (Debian), or point DRILL_HAPROXY at the binary.',
    );
  }
  const match = /version (\d+)\.(\d+)/.exec(version.stdout);
  if (!match || Number(match[1]) * 100 + Number(match[2]) < 202) {
    throw new MissingPrerequisite(`HAProxy 2.2 or later is needed (http-after-response, l7 retries); found: ${version.stdout.split('\n')[0]}`);
  }
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) throw new MissingPrerequisite(`Port ${port} on 127.0.0.1 is taken; set DRILL_PORT to another first port (the drill uses it and the next four).`);
  }
  return version.stdout.split('\n')[0]!.trim();
}

const describeUrl = (raw: string) => {
  const url = new URL(raw);
  url.password = '';
  return url.toString();
};

export interface DrillDatabase {
  /** The fresh database's URL, for the instances and for the checks at the end. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database on the server at `adminUrl` (dropped by drop()); MissingPrerequisite when none answers. */
export async function createDatabase(adminUrl: string): Promise<DrillDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new MissingPrerequisite(
      `PostgreSQL does not answer at ${describeUrl(adminUrl)} (${(error as Error).message}). The cluster drill needs a ` +
        'PostgreSQL server it may create a database on; set DRILL_DATABASE_URL to one.',
    );
  }
  const name = `podbridge_drill_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface DrillRedis {
  /** REDIS_URL for the instances: the server with the database number the drill took. */
  url: string;
  database: number;
  /** How many keys the instances wrote there (their shared rate-limit counters). */
  keys(): Promise<number>;
  /** Deletes the keys the instances wrote and disconnects. */
  clean(): Promise<void>;
}

/**
 * An empty database number (15 down to 1) on the Redis at `baseUrl`, so the drill's rate-limit counters meet no
 * one else's; MissingPrerequisite when no Redis answers or none is empty.
 */
export async function takeRedisDatabase(baseUrl: string): Promise<DrillRedis> {
  const redis = new Redis(baseUrl, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  // The connection's own error (ECONNREFUSED…) says more than the failed connect() ("Connection is closed.").
  let firstError: Error | undefined;
  redis.on('error', (error: Error) => void (firstError ??= error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new MissingPrerequisite(
      `Redis does not answer at ${describeUrl(baseUrl)} (${(firstError ?? (error as Error)).message}). The cluster drill counts rate ` +
        'limits in a Redis shared by the instances; set DRILL_REDIS_URL to one.',
    );
  }
  for (let database = 15; database >= 1; database -= 1) {
    await redis.select(database);
    if ((await redis.dbsize()) === 0) {
      const url = new URL(baseUrl);
      url.pathname = `/${database}`;
      return {
        url: url.toString(),
        database,
        keys: () => redis.dbsize(),
        async clean() {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', 'podbridge-rate-limit-*', 'COUNT', 500);
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
          await redis.quit();
        },
      };
    }
  }
  await redis.quit();
  throw new MissingPrerequisite(`Every Redis database from 1 to 15 at ${describeUrl(baseUrl)} holds keys; the drill needs an empty one.`);
}

/** Runs a script of the built API to its end; rejects with the last lines of its output when it fails. */
export function runScript(script: string, env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fd = openSync(logFile, 'a');
    const child = spawn(process.execPath, [path.join(DIST, script)], { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
    child.once('exit', (code) => {
      closeSync(fd);
      if (code === 0) resolve();
      else reject(new Error(`${script} exited with ${code}:\n${tail(logFile)}`));
    });
  });
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** One API instance: `node dist/server.js` on a loopback port, its output appended to its own log file. */
export class Instance {
  process: ChildProcess | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    readonly logFile: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  start(): void {
    const fd = openSync(this.logFile, 'a');
    this.process = spawn(process.execPath, [path.join(DIST, 'server.js')], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir },
      stdio: ['ignore', fd, fd],
    });
    this.process.once('exit', () => closeSync(fd));
  }

  /** Resolves once GET /api/ready/ answers 200 on the instance's own port. */
  async waitReady(timeoutMs = 60_000): Promise<void> {
    const begin = performance.now();
    while (performance.now() - begin < timeoutMs) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${tail(this.logFile)}`);
      const ready = await fetch(`http://127.0.0.1:${this.port}/api/ready/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs / 1000} s:\n${tail(this.logFile)}`);
  }

  /** Sends `signal` and waits for the process to end; SIGKILL after `timeoutMs`. Resolves with how it ended. */
  async stop(signal: NodeJS.Signals, timeoutMs = 30_000): Promise<{ code: number | null; signal: string | null; forced: boolean }> {
    const child = this.process;
    if (!child || !this.running) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, forced: false };
    const ended = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, endSignal) => resolve({ code, signal: endSignal })),
    );
    child.kill(signal);
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const result = await ended;
    clearTimeout(timer);
    return { ...result, forced };
  }
}
