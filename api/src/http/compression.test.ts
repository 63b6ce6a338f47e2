import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addPodcast, podcasterWithProfile } from '../testing/podcasts';
import { loginAs } from '../testing/users';

let t: TestApp;
let podcaster: Awaited<ReturnType<typeof podcasterWithProfile>>;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t, 'admin');
  podcaster = await podcasterWithProfile(t);
  for (let index = 0; index < 12; index += 1) {
    const description = `Show ${index}: conversations about science, history and the people who make them. `.repeat(6);
    await addPodcast(t, podcaster.headers, { title: `Compressed show ${index}`, description }, { approvedBy: admin.headers });
  }
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('sends a listing brotli- or gzip-compressed to a client that takes it, the same JSON when decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/podcasts/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/podcasts/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url: '/api/podcasts/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it("compresses a signed-in reader's page (over 8 KB) in one piece: sent with its length, not chunked", async () => {
    const request = { method: 'GET' as const, url: '/api/podcasts/', headers: podcaster.headers };
    const plain = await t.app.inject(request);
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const brotli = await t.app.inject({ ...request, headers: { ...podcaster.headers, 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['transfer-encoding']).toBeUndefined();
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
