import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, categoryId, formOf, pngImage, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { errorFields } from '../../testing/errors';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const createProfile = (headers: { authorization: string } | undefined, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({ method: 'POST', url: '/api/podcasts/profile/create/', headers, payload: formOf(fields) });
const storedFile = (url: string) => readFile(path.join(t.dataDir, 'uploads', url.split('/media/')[1]!));

describe('podcaster profiles', () => {
  it('creates a profile with a re-encoded picture, once per podcaster', async () => {
    const { user, headers } = await loginAs(t, 'podcaster');
    const response = await createProfile(headers, {
      bio: 'Jag gör poddar om Norrland.',
      website: 'https://norrland.example.se',
      social_links: JSON.stringify({ instagram: 'https://instagram.com/norrland' }),
      channel_name: 'Norrlandspodden',
      profile_picture: await pngImage(1200),
    });
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toEqual({
      id: expect.any(Number),
      user: { id: user.id, username: user.username },
      bio: 'Jag gör poddar om Norrland.',
      website: 'https://norrland.example.se',
      social_links: { instagram: 'https://instagram.com/norrland' },
      profile_picture: expect.stringMatching(/^profiles\/[\w-]+\.webp$/),
      profile_picture_url: expect.stringMatching(/^http:\/\/localhost:8000\/media\/profiles\/[\w-]+\.webp$/),
      channel_name: 'Norrlandspodden',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await sharp(await storedFile(profile.profile_picture_url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 800, height: 800 });

    const second = await createProfile(headers, { bio: 'Again', profile_picture: await pngImage() });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ code: 'profile_exists', detail: 'You already have a podcaster profile' });
  });

  it('gives exactly one profile to concurrent creations', async () => {
    const { headers } = await loginAs(t, 'podcaster');
    const picture = await pngImage();
    const responses = await Promise.all(
      [1, 2, 3].map(() => createProfile(headers, { bio: 'Race', profile_picture: picture })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it('refuses non-podcasters, anonymous visitors and a missing picture', async () => {
    const expert = await loginAs(t, 'expert');
    const refused = await createProfile(expert.headers, { bio: 'x', profile_picture: await pngImage() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'podcasters_only',
      detail: 'Only users registered as podcasters can create a podcaster profile.',
    });
    expect((await createProfile(undefined, { bio: 'x' })).statusCode).toBe(401);
    const podcaster = await loginAs(t, 'podcaster');
    const missing = await createProfile(podcaster.headers, { bio: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      field_codes: { profile_picture: ['invalid'] },
      profile_picture: ['Please upload a profile picture'],
    });
  });

  it.each([
    ['{not json', 'bad JSON'],
    [JSON.stringify({ twitter: 'javascript:alert(1)' }), 'a bad URL'],
    [JSON.stringify(['https://example.se']), 'a list'],
  ])('rejects social_links with %s (%s)', async (socialLinks) => {
    const { headers } = await loginAs(t, 'podcaster');
    const response = await createProfile(headers, { social_links: socialLinks, profile_picture: await pngImage() });
    expect(response.statusCode).toBe(400);
    expect(errorFields(response.json())).toEqual(['social_links']);
  });

  it('shows, updates and lists profiles', async () => {
    const { headers } = await loginAs(t, 'podcaster');
    const mine = () => t.app.inject({ method: 'GET', url: '/api/podcasts/profiles/my_profile/', headers });
    expect((await mine()).statusCode).toBe(404);
    expect((await mine()).json()).toEqual({
      code: 'no_profile',
      detail: 'Podcaster profile not found. Please create one first.',
    });
    await createProfile(headers, { bio: 'Before', profile_picture: await pngImage() });
    const oldPicture = (await mine()).json().profile_picture_url;

    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/podcasts/profiles/my_profile/',
      headers,
      payload: { bio: 'After', website: '', social_links: { youtube: 'https://youtube.com/@pod' } },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      bio: 'After',
      website: null,
      social_links: { youtube: 'https://youtube.com/@pod' },
    });
    const multipart = await t.app.inject({
      method: 'PUT',
      url: '/api/podcasts/profiles/my_profile/',
      headers,
      payload: formOf({ website: 'https://pod.example.se', profile_picture: await pngImage(100) }),
    });
    expect(multipart.json()).toMatchObject({ bio: 'After', website: 'https://pod.example.se' });
    expect(multipart.json().profile_picture_url).not.toBe(oldPicture);
    // The replaced file goes through a job scheduled with the change.
    await t.runJobs();
    await expect(storedFile(oldPicture)).rejects.toMatchObject({ code: 'ENOENT' });

    const page = (await t.app.inject({ method: 'GET', url: '/api/podcasts/profiles/?page_size=2' })).json();
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.results).toHaveLength(2);
  });
});

describe('podcast covers', () => {
  const createWithImage = async (headers: { authorization: string }, image: Parameters<typeof formOf>[0][string]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: formOf({ title: 'Omslag', description: 'Med bild', category_id: await categoryId(t, 'Design'), image }),
    });

  it('stores a cover at most 1400x1400 and a 400x400 card thumbnail, served from /media/', async () => {
    const { headers } = await podcasterWithProfile(t);
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#aa3311' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .jpeg()
      .toBuffer();
    const response = await createWithImage(headers, { file: jpeg, name: 'cover.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(201);
    const podcast = response.json();
    expect(podcast.image_url).toBe(`http://localhost:8000/media/${podcast.image}`);
    const cover = await sharp(await storedFile(podcast.image_url)).metadata();
    expect(cover).toMatchObject({ format: 'webp', width: 1400, height: 933 });
    expect(cover.exif).toBeUndefined();
    expect(await sharp(await storedFile(podcast.thumbnail_url)).metadata()).toMatchObject({ width: 400, height: 400 });

    const served = await t.app.inject({ method: 'GET', url: `/media/${podcast.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects a text file named .png and files over 10 MB', async () => {
    const { headers } = await podcasterWithProfile(t);
    const text = await createWithImage(headers, {
      file: Buffer.from('not an image at all'),
      name: 'cover.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      field_codes: { image: ['invalid'] },
      image: ['Upload a valid image: PNG, JPEG, GIF or WebP.'],
    });
    for (const megabytes of [11, 50]) {
      const huge = await createWithImage(headers, { file: Buffer.alloc(megabytes * 1024 * 1024, 1), name: 'big.png' });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({
        code: 'image_too_large',
        detail: 'The image is too large. The maximum size is 10 MB.',
      });
    }
  });

  it('replaces the cover on edit and removes the files when the podcast is deleted', async () => {
    const { headers } = await podcasterWithProfile(t);
    const created = (await createWithImage(headers, await pngImage())).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${created.id}/`,
      headers,
      payload: formOf({ image: await pngImage(500) }),
    });
    expect(updated.json().image).not.toBe(created.image);
    // Replaced and deleted files go through a job scheduled with the change.
    await t.runJobs();
    await expect(storedFile(created.image_url)).rejects.toMatchObject({ code: 'ENOENT' });
    await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${created.id}/`, headers });
    await t.runJobs();
    await expect(storedFile(updated.json().image_url)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storedFile(updated.json().thumbnail_url)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await addPodcast(t, headers)).toBeDefined();
  });
});
