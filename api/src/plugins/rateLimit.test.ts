import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import { loadConfig, testRedisUrl } from '../config';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { MailCapture } from '../testing/mailCapture';
import { openTestDatabase } from '../testing/testDatabase';
import { RateLimitStoreError, REDIS_CONNECTION_NAME } from './rateLimit';

/** A client address no earlier run has used, so counters left in a shared Redis do not count. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const signIn = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login/', remoteAddress, payload: { username: 'x', password: 'y' } });

describe('rate-limit counters without REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp({ rateLimitAuthMax: 2 }), buildTestApp({ rateLimitAuthMax: 2 })]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it("are kept in each instance's memory", async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1) expect((await signIn(first, address)).statusCode).toBe(401);
    expect((await signIn(first, address)).statusCode).toBe(429);
    expect((await signIn(second, address)).statusCode).toBe(401);
  });
});

describe('an unreachable REDIS_URL', () => {
  it('stops the start with a message naming REDIS_URL and the reason, without the password', async () => {
    const { database, destroy } = await openTestDatabase();
    try {
      const config = { ...loadConfig({}), redisUrl: 'redis://:secret@127.0.0.1:1' };
      const start = buildApp(config, {
        db: database.db,
        jwtSecret: 'x'.repeat(32),
        mailer: new MailCapture(),
        logStream: { write: () => undefined },
      });
      await expect(start).rejects.toThrow(RateLimitStoreError);
      await expect(start).rejects.toThrow(
        /^Could not connect to Redis at REDIS_URL \(redis:\/\/127\.0\.0\.1:1\): .*ECONNREFUSED/,
      );
      await expect(start).rejects.not.toThrow(/secret/);
    } finally {
      await destroy();
    }
  });
});

const redisUrl = testRedisUrl();

(redisUrl ? describe : describe.skip)('rate-limit counters with REDIS_URL (TEST_REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  let observer: Redis;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      buildTestApp({ rateLimitAuthMax: 3, redisUrl }),
      buildTestApp({ rateLimitAuthMax: 3, redisUrl }),
    ]);
    observer = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    observer.disconnect();
  });

  const apiConnections = async () =>
    ((await observer.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(`name=${REDIS_CONNECTION_NAME} `)).length;

  it('are shared: the second instance refuses once the first used up the limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await signIn(first, address)).statusCode).toBe(401);
    const limited = await signIn(second, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'throttled',
      retry_after: expect.any(Number),
      detail: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect((await signIn(second, freshAddress())).statusCode).toBe(401);
  });

  it('closes its Redis connection when the app closes', async () => {
    const third = await buildTestApp({ redisUrl });
    const before = await apiConnections();
    await third.close();
    expect(await apiConnections()).toBe(before - 1);
  });
});
