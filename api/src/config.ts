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
  // --- Uploads in object storage (S3_*, UPLOADS_PUBLIC_URL) ---
  /** The S3-compatible bucket uploads are kept in; unset: the local folder DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Where browsers load uploads from (a bucket's public or CDN address); unset: the API's own /media/. */
  uploadsPublicUrl: string | undefined;
  // --- end of uploads in object storage ---
  // --- Metrics (METRICS_TOKEN) ---
  /** The bearer token GET /api/metrics requires; unset: the route answers 404 and nothing is measured. */
  metricsToken: string | undefined;
  // --- end of metrics ---
}

/** How to reach the uploads' bucket (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE). */
export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service than AWS (MinIO, R2, Spaces…); unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Address the bucket in the path (`endpoint/bucket/key`) rather than as a subdomain. */
  forcePathStyle: boolean;
  /**
   * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN) when both are set; unset: the AWS SDK's
   * other usual sources (a shared profile, a container or instance role).
   */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
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

  // --- Uploads in object storage ---
  const s3Bucket = value('S3_BUCKET');
  if (s3Bucket !== undefined && !isBucketName(s3Bucket)) {
    problems.push(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${s3Bucket}").`);
  }
  const s3Endpoint = value('S3_ENDPOINT');
  if (s3Endpoint !== undefined && !isHttpUrl(s3Endpoint)) problems.push(`S3_ENDPOINT must be an http(s) URL (got "${s3Endpoint}").`);
  const s3Region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,50}$/.test(s3Region)) problems.push(`S3_REGION must be a region name such as eu-north-1 (got "${s3Region}").`);
  const s3PathStyle = value('S3_FORCE_PATH_STYLE') ?? 'false';
  if (!['true', 'false'].includes(s3PathStyle)) problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${s3PathStyle}").`);
  const accessKeyId = value('AWS_ACCESS_KEY_ID');
  const secretAccessKey = value('AWS_SECRET_ACCESS_KEY');
  if (s3Bucket !== undefined && (accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither for the SDK\'s other sources.');
  }
  if (s3Bucket === undefined) {
    const orphans = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].filter((name) => value(name) !== undefined);
    if (orphans.length > 0) problems.push(`${orphans.join(', ')} only apply with S3_BUCKET, which is not set.`);
  }
  const uploadsPublicUrl = value('UPLOADS_PUBLIC_URL');
  if (uploadsPublicUrl !== undefined && !isHttpUrl(uploadsPublicUrl)) {
    problems.push(`UPLOADS_PUBLIC_URL must be an http(s) URL (got "${uploadsPublicUrl}").`);
  }
  const sessionToken = value('AWS_SESSION_TOKEN');
  const s3: S3Settings | undefined = s3Bucket === undefined ? undefined : {
    bucket: s3Bucket,
    endpoint: s3Endpoint?.replace(/\/+$/, ''),
    region: s3Region,
    forcePathStyle: s3PathStyle === 'true',
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined
      ? { accessKeyId, secretAccessKey, ...(sessionToken !== undefined ? { sessionToken } : {}) }
      : undefined,
  };
  // --- end of uploads in object storage ---

  // --- Metrics ---
  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters long (or unset to turn GET /api/metrics off).');
  }
  // --- end of metrics ---

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
    s3,
    uploadsPublicUrl: uploadsPublicUrl?.replace(/\/+$/, ''),
    metricsToken,
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

/** S3's rule for bucket names: 3 to 63 characters, lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
function isBucketName(raw: string): boolean {
  return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw) && !raw.includes('..');
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
