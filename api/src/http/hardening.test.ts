import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { fieldMessages } from '../testing/errors';
import { addPodcast, categoryId, podcasterWithProfile } from '../testing/podcasts';
import { loginAs } from '../testing/users';
import { failureReply } from './failures';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonBody';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CONTROL = 'Remove the control characters from the text.';

describe('text with control or broken characters', () => {
  it('is refused with a field message in every body, multipart form and query, and nothing is stored', async () => {
    const admin = await loginAs(t, 'admin');
    const podcaster = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, podcaster.headers, {}, { approvedBy: admin.headers });

    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcast.id}/comments/`,
      headers: podcaster.headers,
      payload: { content: 'Great\u0000 episode' },
    });
    expect(comment.statusCode).toBe(400);
    expect(fieldMessages(comment.json())).toEqual({ content: [CONTROL] });

    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { username: 'nul\u0000user', email: 'nul@example.se', password: 'A-long-password-2026', user_type: 'expert' },
    });
    expect(registration.statusCode).toBe(400);
    expect(Object.keys(registration.json())).toContain('username');
    expect(await t.db.select().from(users).where(sql`${users.email} = 'nul@example.se'`)).toEqual([]);

    const loneHalf = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcast.id}/comments/`,
      // A raw body, so the lone surrogate arrives as JSON escapes it.
      headers: { ...podcaster.headers, 'content-type': 'application/json' },
      payload: '{"content": "Broken \\ud800 text"}',
    });
    expect(loneHalf.statusCode).toBe(400);
    expect(fieldMessages(loneHalf.json())).toEqual({ content: [CONTROL] });

    const multipart = new FormData();
    multipart.append('title', 'Bell\u0007 podcast');
    multipart.append('description', 'Fine');
    multipart.append('category_id', String(await categoryId(t, 'Business')));
    const form = await t.app.inject({ method: 'POST', url: '/api/podcasts/create/', headers: podcaster.headers, payload: multipart });
    expect(form.statusCode).toBe(400);
    expect(fieldMessages(form.json())).toEqual({ title: [CONTROL] });

    const search = await t.app.inject({ method: 'GET', url: '/api/podcasts/?search=%00drop' });
    expect(search.statusCode).toBe(400);
    expect(fieldMessages(search.json())).toEqual({ search: [CONTROL] });

    const lines = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcast.id}/comments/`,
      headers: podcaster.headers,
      payload: { content: 'Line one\n\tLine two' },
    });
    expect(lines.statusCode).toBe(201);
  });
});

describe('integers', () => {
  it('past the range of the database answer 400 in a query and a body, 404 as an id in a path', async () => {
    for (const url of ['/api/podcasts/?page=1e20', '/api/experts/?page=1e20', '/api/podcasts/?page=2147483648', '/api/podcasts/?category=-2147483649']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/internal|stack|select/i);
    }
    expect(fieldMessages((await t.app.inject({ method: 'GET', url: '/api/podcasts/?page=1e20' })).json())).toEqual({
      page: ['Ensure this value is less than or equal to 2147483647.'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/podcasts/?page=2147483647' })).json()).toMatchObject({ results: [] });
    for (const url of ['/api/podcasts/99999999999/', '/api/experts/profiles/99999999999/', '/api/podcasts/0/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    }
    const anna = await loginAs(t, 'podcaster');
    const message = await t.app.inject({ method: 'POST', url: '/api/user_messages/', headers: anna.headers, payload: { receiver_id: 1e12, content: 'Hej' } });
    expect(message.statusCode).toBe(400);
    expect(Object.keys(message.json())).toContain('receiver_id');
  });
});

describe('bodies built to break the parser', () => {
  const registration = (username: string) =>
    `{"username":"${username}","email":"${username}@example.se","password":"correct horse battery","user_type":"expert"`;
  const register = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/users/register/', headers: { 'content-type': contentType }, payload });
  const stored = async (username: string) => t.db.$count(users, sql`lower(${users.username}) = ${username}`);

  it('refuses a field nested 10,000 levels deep with a readable 400 before parsing, and writes nothing', async () => {
    for (const [open, close] of [['{"a":', '}'], ['[', ']']]) {
      const deep = `${registration('deepnest')},"extra":${open!.repeat(10_000)}1${close!.repeat(10_000)}}`;
      const response = await register(deep);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'too_deep', detail: `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels.` });
    }
    expect(await stored('deepnest')).toBe(0);
  });

  it('counts only brackets outside strings', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 4)).toBe(false);
    expect(nestsDeeperThan('[[[[[1]]]]]', 4)).toBe(true);
    expect(nestsDeeperThan('[[[[1]]]]', 4)).toBe(false);
  });

  it('refuses __proto__ and constructor.prototype keys, and writes nothing', async () => {
    for (const key of ['"__proto__":{"is_admin":true}', '"constructor":{"prototype":{"is_admin":true}}']) {
      const response = await register(`${registration('protokey')},${key}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'malformed_json' });
    }
    expect(await stored('protokey')).toBe(0);
  });

  it('answers a 10 MB body with a 413 the client reads to the end, and the connection is not cut while it sends', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(10 * 1024 * 1024, 'a');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/users/register/', headers: { 'content-type': 'application/json' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      // EPIPE or ECONNRESET here is the failure this test is about.
      request.on('error', reject);
      request.end(body);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ code: 'too_large', detail: 'The request body is too large: at most 1024 KB.' });
    // Fetch, as browsers and most clients send, reads the same.
    const viaFetch = await fetch(`http://127.0.0.1:${port}/api/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(viaFetch.status).toBe(413);
    expect(await viaFetch.json()).toMatchObject({ code: 'too_large' });
  });
});

describe('failures of the database and the disk', () => {
  /** The error the database raises for `query`. */
  async function errorOf(query: ReturnType<typeof sql>): Promise<unknown> {
    try {
      await t.db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error('the query did not fail');
  }

  it('map each kind of error to a status and a detail, never a 500', async () => {
    const anna = await loginAs(t, 'podcaster');
    const duplicate = await errorOf(sql`INSERT INTO users (username, email, password_hash, user_type) VALUES ('x_dup', ${anna.user.email}, 'x', 'expert')`);
    expect(failureReply(duplicate)).toEqual({ status: 409, code: 'conflict', detail: 'This already exists.' });
    const missing = await errorOf(sql`INSERT INTO podcasts (owner_id, title, description) VALUES (2147483000, 'T', 'D')`);
    expect(failureReply(missing)).toMatchObject({ status: 409, code: 'conflict' });
    const check = await errorOf(sql`INSERT INTO booking_reviews (booking_id, reviewer_id, reviewee_id, rating, text) VALUES (1, 1, 1, 9, 'x')`);
    expect(failureReply(check)).toMatchObject({ status: 400, code: 'invalid_value' });
    const notNull = await errorOf(sql`INSERT INTO categories (name) VALUES (NULL)`);
    expect(failureReply(notNull)).toMatchObject({ status: 400, code: 'invalid_value' });
    const outOfRange = await errorOf(sql`SELECT 2147483648::integer`);
    expect(failureReply(outOfRange)).toMatchObject({ status: 400, code: 'invalid_value' });
    const notANumber = await errorOf(sql`SELECT 'many'::integer`);
    expect(failureReply(notANumber)).toMatchObject({ status: 400, code: 'invalid_value' });
    const nul = await errorOf(sql`SELECT ${'a\u0000b'}::text`);
    expect(failureReply(nul)).toMatchObject({ status: 400, code: 'invalid_value' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(failureReply(new Error('Failed query', { cause: shutdown }))).toMatchObject({ status: 503, code: 'unavailable' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(failureReply(refused)).toMatchObject({ status: 503 });
    expect(failureReply(new Error('Failed query', { cause: new Error('timeout exceeded when trying to connect') }))).toMatchObject({ status: 503 });
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    expect(failureReply(full)).toMatchObject({ status: 507, code: 'insufficient_storage' });
    expect(failureReply(new TypeError('a bug'))).toBeNull();
  });
});
