import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8000,
      host: '0.0.0.0',
      dataDir: path.resolve(__dirname, '..', '..', 'data'),
      databaseUrl: undefined,
      publicWebUrl: 'http://localhost:3000',
      publicApiUrl: 'http://localhost:8000',
      corsOrigins: ['http://localhost:3000'],
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      smtpUrl: undefined,
      mailFrom: 'PodBridge <no-reply@podbridge.se>',
      contactInbox: 'hello@podbridge.se',
      logLevel: 'info',
      rateLimitAuthMax: 10,
      redisUrl: undefined,
      bodyLimitBytes: 1048576,
      trustProxy: false,
      jobsIntervalMs: 30000,
      publicCacheTtlMs: 30000,
      clockOffsetFile: undefined,
      feedAllowedHosts: [],
    });
  });

  it('reads FEED_ALLOWED_HOSTS as hosts or host:port, lower case, and refuses anything else', () => {
    expect(loadConfig({ FEED_ALLOWED_HOSTS: '127.0.0.1:4010, Feeds.Local ,[::1]:80' }).feedAllowedHosts).toEqual([
      '127.0.0.1:4010',
      'feeds.local',
      '[::1]:80',
    ]);
    expect(() => loadConfig({ FEED_ALLOWED_HOSTS: 'http://127.0.0.1:4010' })).toThrow(
      /FEED_ALLOWED_HOSTS must be a comma-separated list of host or host:port \(bad: http:\/\/127.0.0.1:4010\)/,
    );
  });

  it('takes CLOCK_OFFSET_FILE for browser journeys, never in production', () => {
    expect(loadConfig({ CLOCK_OFFSET_FILE: 'e2e/.data/clock' }).clockOffsetFile).toBe(path.resolve('e2e/.data/clock'));
    expect(() => loadConfig({ CLOCK_OFFSET_FILE: 'clock', NODE_ENV: 'production' })).toThrow(
      'CLOCK_OFFSET_FILE moves the clock for browser journeys; it cannot be set in production.',
    );
  });

  it('reads PUBLIC_CACHE_TTL_MS in milliseconds; 0 turns the public cache off', () => {
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '0' }).publicCacheTtlMs).toBe(0);
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '5000' }).publicCacheTtlMs).toBe(5000);
    expect(() => loadConfig({ PUBLIC_CACHE_TTL_MS: '-1' })).toThrow(/PUBLIC_CACHE_TTL_MS must be a whole number from 0 to 3600000/);
  });

  it('reads JOBS_INTERVAL_MS in milliseconds, from 1 second to 1 hour', () => {
    expect(loadConfig({ JOBS_INTERVAL_MS: '5000' }).jobsIntervalMs).toBe(5000);
    for (const bad of ['999', '3600001', '30s']) {
      expect(() => loadConfig({ JOBS_INTERVAL_MS: bad })).toThrow(
        /JOBS_INTERVAL_MS must be a whole number from 1000 to 3600000/,
      );
    }
  });

  it('reads durations and origin lists', () => {
    const config = loadConfig({ ACCESS_TOKEN_TTL: '1h', CORS_ORIGIN: 'https://a.se, https://b.se/' });
    expect(config.accessTokenTtlSeconds).toBe(3600);
    expect(config.corsOrigins).toEqual(['https://a.se', 'https://b.se']);
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380/2',
    );
    for (const bad of ['127.0.0.1:6379', 'http://cache.internal', 'redis://']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    }
  });

  it('names every bad variable at once', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        JWT_SECRET: 'short',
        ACCESS_TOKEN_TTL: '15 minutes',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'JWT_SECRET', 'ACCESS_TOKEN_TTL', 'DATABASE_URL', 'LOG_LEVEL'])
        expect(message).toContain(name);
      expect((error as ConfigError).problems).toHaveLength(5);
    }
  });
});
