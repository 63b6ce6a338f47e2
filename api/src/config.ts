import path from 'node:path';

/**
 * `data/` at the repository's root, whichever directory a command runs from (`npm start` at the root,
 * `npm run seed:demo -w api` inside api/): every command reads and writes the same database.
 */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', 'data');

/** Everything the API reads from its environment; parsed once at start (see README for each variable). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  publicWebUrl: string;
  publicApiUrl: string;
  corsOrigins: string[];
  /** Unset: generated once and kept in dataDir/jwt-secret. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are mailed. */
  contactInbox: string;
  logLevel: string;
  rateLimitAuthMax: number;
  /** Where every instance counts rate limits together; unset: each instance counts in its own memory. */
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** How often each instance looks for due jobs (message notification emails). */
  jobsIntervalMs: number;
  /** How long an anonymous public answer is kept in memory at most; 0 keeps none. */
  publicCacheTtlMs: number;
  /**
   * Browser journeys only: a file holding milliseconds to add to the clock, so a journey can move past a
   * recording time. Refused when NODE_ENV is production.
   */
  clockOffsetFile: string | undefined;
  /**
   * Hosts (`host` or `host:port`) the feed reader may fetch although they resolve to a private or loopback address:
   * tests and the demo serve feeds on loopback. Empty in production, where only public addresses are read.
   */
  feedAllowedHosts: string[];
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return parsed;
  };
  const httpUrl = (name: string, fallback: string): string => {
    const raw = value(name) ?? fallback;
    if (!isHttpUrl(raw)) problems.push(`${name} must be an http(s) URL (got "${raw}").`);
    return raw.replace(/\/+$/, '');
  };

  const publicWebUrl = httpUrl('PUBLIC_WEB_URL', 'http://localhost:3000');
  const corsOrigins = (value('CORS_ORIGIN') ?? publicWebUrl).split(',').map((origin) => origin.trim().replace(/\/+$/, ''));
  const badOrigins = corsOrigins.filter((origin) => !isHttpUrl(origin));
  if (badOrigins.length > 0) {
    problems.push(`CORS_ORIGIN must be a comma-separated list of http(s) origins (bad: ${badOrigins.join(', ')}).`);
  }

  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long (or unset to generate one in DATA_DIR).');
  }

  const ttlRaw = value('ACCESS_TOKEN_TTL') ?? '15m';
  const ttlMatch = /^(\d+)([smhd]?)$/.exec(ttlRaw);
  const accessTokenTtlSeconds = ttlMatch ? Number(ttlMatch[1]) * (DURATION_UNITS[ttlMatch[2] || 's'] ?? 1) : 0;
  if (accessTokenTtlSeconds < 10 || accessTokenTtlSeconds > 86400) {
    problems.push(`ACCESS_TOKEN_TTL must be a duration such as 900, 900s, 15m or 1h, between 10s and 1d (got "${ttlRaw}").`);
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL (or unset for the embedded database).');
  }
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (or unset to write mail to DATA_DIR/outbox).');
  }
  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !isRedisUrl(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL with a host (or unset to count rate limits in memory).');
  }
  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  const trustProxy = value('TRUST_PROXY') ?? 'false';
  if (!['true', 'false'].includes(trustProxy)) problems.push(`TRUST_PROXY must be true or false (got "${trustProxy}").`);

  const feedAllowedHosts = (value('FEED_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const badHosts = feedAllowedHosts.filter((host) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host));
  if (badHosts.length > 0) {
    problems.push(`FEED_ALLOWED_HOSTS must be a comma-separated list of host or host:port (bad: ${badHosts.join(', ')}).`);
  }

  const config: Config = {
    port: integer('PORT', 8000, 0, 65535),
    host: value('HOST') ?? '0.0.0.0',
    dataDir: value('DATA_DIR') ? path.resolve(value('DATA_DIR')!) : DEFAULT_DATA_DIR,
    databaseUrl,
    publicWebUrl,
    publicApiUrl: httpUrl('PUBLIC_API_URL', 'http://localhost:8000'),
    corsOrigins,
    jwtSecret,
    accessTokenTtlSeconds,
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? 'PodBridge <no-reply@podbridge.se>',
    contactInbox: value('CONTACT_INBOX') ?? 'hello@podbridge.se',
    logLevel,
    rateLimitAuthMax: integer('RATE_LIMIT_AUTH_MAX', 10, 1, 1_000_000),
    redisUrl,
    bodyLimitBytes: integer('BODY_LIMIT', 1024 * 1024, 1024, 100 * 1024 * 1024),
    trustProxy: trustProxy === 'true',
    jobsIntervalMs: integer('JOBS_INTERVAL_MS', 30_000, 1000, 3_600_000),
    publicCacheTtlMs: integer('PUBLIC_CACHE_TTL_MS', 30_000, 0, 3_600_000),
    clockOffsetFile: value('CLOCK_OFFSET_FILE') ? path.resolve(value('CLOCK_OFFSET_FILE')!) : undefined,
    feedAllowedHosts,
  };
  if (config.clockOffsetFile !== undefined && value('NODE_ENV') === 'production') {
    problems.push('CLOCK_OFFSET_FILE moves the clock for browser journeys; it cannot be set in production.');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The PostgreSQL server API tests run against instead of PGlite, when set. */
export function testDatabaseUrl(env: Env = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

/** The Redis server the rate-limit tests share between two app instances, when set. */
export function testRedisUrl(env: Env = process.env): string | undefined {
  return env.TEST_REDIS_URL || undefined;
}

/** The process environment; the one place outside tests that reads it. */
export function processEnv(): Env {
  return process.env;
}

function isRedisUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
