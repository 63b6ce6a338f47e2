import { eq } from 'drizzle-orm';
import { comments, podcasts, reactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, categoryId, formOf, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { fieldMessages } from '../../testing/errors';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const NOT_ALLOWED = { code: 'permission_denied', detail: 'You do not have permission to perform this action.' };
const storedPodcast = async (id: number) => (await t.db.select().from(podcasts).where(eq(podcasts.id, id)))[0];

describe('POST /api/podcasts/create/', () => {
  it('creates a pending podcast from a multipart form and shows it in the Podcast shape', async () => {
    const { user, headers } = await podcasterWithProfile(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: formOf({
        title: '  Källarsnack  ',
        description: 'Samtal om vin och källare i Malmö.',
        category_id: await categoryId(t, 'Food'),
        link: 'https://example.se/kallarsnack',
        audio_url: '',
        language: 'Swedish',
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Källarsnack',
      description: 'Samtal om vin och källare i Malmö.',
      link: 'https://example.se/kallarsnack',
      audio_url: null,
      image: null,
      image_url: null,
      thumbnail_url: null,
      category: { id: await categoryId(t, 'Food'), name: 'Food', name_sv: 'Mat' },
      category_id: await categoryId(t, 'Food'),
      owner: {
        id: user.id,
        username: user.username,
        user: user.id,
        profile_picture_url: expect.stringMatching(/^http:\/\/.+\.webp$/),
      },
      user: user.id,
      creator_name: user.username,
      language: 'Swedish',
      audience_languages: [],
      guest_topics: [],
      website: null,
      social_media: null,
      is_approved: false,
      approval_status: 'pending',
      review_reason: null,
      is_featured: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      likes_count: 0,
      current_user_liked: false,
      current_user_saved: false,
      comments_count: 0,
      feed: null,
    });
  });

  it('refuses a podcaster without a podcaster profile', async () => {
    const { headers } = await loginAs(t, 'podcaster');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: { title: 'T', description: 'D', category_id: await categoryId(t, 'News') },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'podcaster_profile_required',
      detail: 'You need a podcaster profile before creating podcasts.',
    });
  });

  it('refuses anonymous visitors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/podcasts/create/', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ category_id: 999999 }, { category_id: ['Invalid category.'] }],
    [{ link: 'javascript:alert(1)' }, { link: ['Enter a valid URL starting with http:// or https://.'] }],
    [
      { audio_url: 'data:audio/mp3;base64,AAAA' },
      { audio_url: ['Enter a valid URL starting with http:// or https://.'] },
    ],
    [{ title: '   ' }, { title: ['This field may not be blank.'] }],
    [{ title: 'x'.repeat(201) }, { title: ['Ensure this field has no more than 200 characters.'] }],
    [{ description: 'x'.repeat(5001) }, { description: ['Ensure this field has no more than 5000 characters.'] }],
  ])('rejects %j with field errors', async (fields, errors) => {
    const { headers } = await podcasterWithProfile(t);
    const base = { title: 'Title', description: 'Description', category_id: await categoryId(t, 'News') };
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: formOf({ ...base, ...fields }),
    });
    expect(multipart.statusCode).toBe(400);
    expect(fieldMessages(multipart.json())).toEqual(errors);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: { ...base, ...fields },
    });
    expect(fieldMessages(json.json())).toEqual(errors);
  });

  it('requires title, description and category_id', async () => {
    const { headers } = await podcasterWithProfile(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/podcasts/create/', headers, payload: formOf({}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { category_id: ['required'], description: ['required'], title: ['required'] },
      title: ['This field is required.'],
      description: ['This field is required.'],
      category_id: ['This field is required.'],
    });
  });

  it('stores script tags as text, verbatim', async () => {
    const { headers } = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, headers, { title: '<script>alert("x")</script>' });
    expect((await storedPodcast(podcast.id))?.title).toBe('<script>alert("x")</script>');
  });
});

describe('guest topics and audience languages', () => {
  const topicNamed = async (name: string) => {
    const topics = (await t.app.inject({ method: 'GET', url: '/api/topics/' })).json<{ id: number; name: string }[]>();
    return topics.find((topic) => topic.name === name)!;
  };

  it('stores the topics a show looks for guests on in order and its audience languages, from a form or JSON', async () => {
    const { headers } = await podcasterWithProfile(t);
    const finance = await topicNamed('Personal Finance');
    const investing = await topicNamed('Investing');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/create/',
      headers,
      payload: formOf({
        title: 'Sparsnack',
        description: 'Om sparande.',
        category_id: await categoryId(t, 'Business'),
        guest_topic_ids: `${investing.id}, ${finance.id}, ${investing.id}`,
        audience_languages: 'SV, en',
      }),
    });
    expect(created.statusCode).toBe(201);
    const podcast = created.json();
    expect(podcast.guest_topics.map((topic: { name: string }) => topic.name)).toEqual(['Investing', 'Personal Finance']);
    expect(podcast.guest_topics[0]).toEqual({ id: investing.id, name: 'Investing', name_sv: 'Investeringar' });
    expect(podcast.audience_languages).toEqual(['sv', 'en']);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${podcast.id}/`,
      headers,
      payload: { guest_topic_ids: [finance.id], audience_languages: ['sv'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ guest_topics: [{ name: 'Personal Finance' }], audience_languages: ['sv'] });
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/podcasts/${podcast.id}/`, headers, payload: { guest_topic_ids: [] } });
    expect(cleared.json().guest_topics).toEqual([]);
  });

  it('refuses unknown topics, more than five, and languages that are not codes, changing nothing', async () => {
    const { headers } = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, headers, { title: 'Orörd' });
    const finance = await topicNamed('Personal Finance');
    const attempt = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/podcasts/${podcast.id}/`, headers, payload: { title: 'Ändrad', ...payload } });
    const unknown = await attempt({ guest_topic_ids: [finance.id, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.json())).toEqual({ guest_topic_ids: ['Invalid topic.'] });
    const tooMany = await attempt({ guest_topic_ids: [1, 2, 3, 4, 5, 6] });
    expect(fieldMessages(tooMany.json())).toEqual({ guest_topic_ids: ['Choose at most 5 topics.'] });
    const notIds = await attempt({ guest_topic_ids: 'money' });
    expect(notIds.statusCode).toBe(400);
    const badLanguage = await attempt({ audience_languages: ['svenska'] });
    expect(fieldMessages(badLanguage.json())).toEqual({
      audience_languages: ['Enter languages as two- or three-letter codes, e.g. sv, en.'],
    });
    const stored = await storedPodcast(podcast.id);
    expect(stored?.title).toBe('Orörd');
    const view = await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcast.id}/`, headers });
    expect(view.json().guest_topics).toEqual([]);
  });

  it("refuses another user's change of the guest topics and keeps them", async () => {
    const { headers } = await podcasterWithProfile(t);
    const finance = await topicNamed('Personal Finance');
    const podcast = await addPodcast(t, headers, { title: 'Min', guest_topic_ids: [finance.id] });
    const other = await podcasterWithProfile(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${podcast.id}/`,
      headers: other.headers,
      payload: { guest_topic_ids: [] },
    });
    expect([403, 404]).toContain(refused.statusCode);
    const view = await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcast.id}/`, headers });
    expect(view.json().guest_topics).toEqual([{ id: finance.id, name: 'Personal Finance', name_sv: 'Privatekonomi' }]);
  });
});

describe('visibility of pending podcasts', () => {
  it('hides a pending podcast from anonymous visitors and other users, not from its owner or admins', async () => {
    const owner = await podcasterWithProfile(t);
    const other = await loginAs(t, 'expert');
    const { id } = await addPodcast(t, owner.headers, { title: 'Hemligt avsnitt' });
    const detail = (headers?: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/`, headers });
    expect((await detail()).statusCode).toBe(404);
    expect((await detail()).json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    expect((await detail(other.headers)).statusCode).toBe(404);
    expect((await detail(owner.headers)).json().is_approved).toBe(false);
    expect((await detail(admin.headers)).statusCode).toBe(200);

    const listed = async (headers?: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/podcasts/?page_size=100', headers }))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await listed()).not.toContain(id);
    expect(await listed(other.headers)).not.toContain(id);
    expect(await listed(owner.headers)).toContain(id);
    expect(await listed(admin.headers)).toContain(id);
  });

  it('answers a non-numeric id with 400, never 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/podcasts/abc/' });
    expect(response.statusCode).toBe(400);
    // Past the range of ids: it names nothing, like any missing id.
    expect((await t.app.inject({ method: 'GET', url: '/api/podcasts/99999999999/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/podcasts/2147483647/' })).statusCode).toBe(404);
  });
});

describe('PUT /api/podcasts/{id}/', () => {
  it('lets the owner change some fields, clear others, and keeps the approval', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(
      t,
      owner.headers,
      { link: 'https://example.se/old', website: 'https://example.se' },
      { approvedBy: admin.headers },
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${id}/`,
      headers: owner.headers,
      payload: formOf({ title: 'Nytt namn', link: '', category_id: await categoryId(t, 'Science') }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Nytt namn',
      description: 'Stories from Swedish startups.',
      link: null,
      website: 'https://example.se',
      category: { name: 'Science' },
      is_approved: true,
    });
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${id}/`,
      headers: owner.headers,
      payload: { language: 'English' },
    });
    expect(json.json()).toMatchObject({ title: 'Nytt namn', language: 'English' });
  });

  it("refuses another user's edit (admins included) and leaves the row untouched", async () => {
    const owner = await podcasterWithProfile(t);
    const other = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const before = await storedPodcast(id);
    for (const headers of [other.headers, admin.headers]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/podcasts/${id}/`,
        headers,
        payload: { title: 'Hijacked' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NOT_ALLOWED);
    }
    expect(await storedPodcast(id)).toEqual(before);
  });

  it('rejects an unknown category and a javascript: link', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${id}/`,
      headers: owner.headers,
      payload: { category_id: 424242 },
    });
    expect(response.json()).toEqual({ field_codes: { category_id: ['invalid'] }, category_id: ['Invalid category.'] });
    const link = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${id}/`,
      headers: owner.headers,
      payload: { link: 'javascript:void(0)' },
    });
    expect(link.statusCode).toBe(400);
  });
});

describe('DELETE /api/podcasts/{id}/', () => {
  it("refuses another user's delete and keeps the podcast", async () => {
    const owner = await podcasterWithProfile(t);
    const other = await loginAs(t, 'podcaster');
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${id}/`, headers: other.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ALLOWED);
    expect(await storedPodcast(id)).toBeDefined();
  });

  it('refuses an admin (admins unpublish instead) and deletes nothing', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${id}/`, headers: admin.headers });
    expect(response.statusCode).toBe(403);
    expect(await storedPodcast(id)).toMatchObject({ id, approvalStatus: 'approved' });
  });

  it('deletes the podcast with its likes and comments, for its owner', async () => {
    const owner = await podcasterWithProfile(t);
    const fan = await loginAs(t, 'listener');
    for (const deleter of [owner]) {
      const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
      await t.app.inject({ method: 'POST', url: `/api/podcasts/${id}/like/`, headers: fan.headers });
      const top = await t.app.inject({
        method: 'POST',
        url: `/api/podcasts/${id}/comments/`,
        headers: fan.headers,
        payload: { content: 'Bra!' },
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/podcasts/${id}/comments/`,
        headers: owner.headers,
        payload: { content: 'Tack!', parent: top.json().id },
      });
      const response = await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${id}/`, headers: deleter.headers });
      expect(response.statusCode).toBe(204);
      expect(await storedPodcast(id)).toBeUndefined();
      expect(await t.db.select().from(comments).where(eq(comments.targetId, id))).toEqual([]);
      expect(await t.db.select().from(reactions).where(eq(reactions.targetId, id))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/comments/` })).statusCode).toBe(404);
    }
  });
});

describe('approval', () => {
  it('lists pending podcasts oldest first for admins and approves them', async () => {
    const owner = await podcasterWithProfile(t);
    const first = await addPodcast(t, owner.headers, { title: 'First pending' });
    const second = await addPodcast(t, owner.headers, { title: 'Second pending' });
    const pending = await t.app.inject({ method: 'GET', url: '/api/podcasts/pending/', headers: admin.headers });
    const ids = pending.json().map((podcast: { id: number }) => podcast.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${first.id}/approve/`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      detail: 'Podcast approved successfully',
      podcast: { id: first.id, is_approved: true },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${first.id}/` })).statusCode).toBe(200);
  });

  it('refuses non-admins (403) and anonymous visitors (401)', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers);
    for (const [method, url] of [
      ['GET', '/api/podcasts/pending/'],
      ['POST', `/api/podcasts/${id}/approve/`],
    ] as const) {
      const forbidden = await t.app.inject({ method, url, headers: owner.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual(NOT_ALLOWED);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await storedPodcast(id))?.isApproved).toBe(false);
  });
});

describe('GET /api/podcasts/my-podcasts/', () => {
  it("lists the user's own podcasts, approved or not, newest first", async () => {
    const owner = await podcasterWithProfile(t);
    const older = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const newer = await addPodcast(t, owner.headers);
    const response = await t.app.inject({ method: 'GET', url: '/api/podcasts/my-podcasts/', headers: owner.headers });
    expect(response.json().map((podcast: { id: number }) => podcast.id)).toEqual([newer.id, older.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/podcasts/my-podcasts/' })).statusCode).toBe(401);
  });
});
