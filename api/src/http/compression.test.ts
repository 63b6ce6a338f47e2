import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addPodcast, podcasterWithProfile } from '../testing/podcasts';
import { loginAs } from '../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t, 'admin');
  const podcaster = await podcasterWithProfile(t);
  for (let index = 0; index < 6; index += 1) {
    await addPodcast(t, podcaster.headers, { title: `Compressed show ${index}` }, { approvedBy: admin.headers });
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
