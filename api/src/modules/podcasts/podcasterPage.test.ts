import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { fieldMessages } from '../../testing/errors';
import { addPodcast, formOf, pngImage, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const NOT_FOUND = { code: 'not_found', detail: 'Not found.' };
const pageOf = (id: number | string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/podcasts/podcasters/${id}/`, headers });
const titlesOf = (body: { podcasts: { title: string }[] }) => body.podcasts.map((podcast) => podcast.title);

describe('GET /api/podcasts/podcasters/{id}/', () => {
  it("shows the podcaster's profile and their published shows, newest first", async () => {
    const { user, headers } = await loginAs(t, 'podcaster');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/profile/create/',
      headers,
      payload: formOf({
        bio: 'Jag gör poddar om Norrland.',
        website: 'https://norrland.example.se',
        social_links: JSON.stringify({ instagram: 'https://instagram.com/norrland' }),
        channel_name: 'Norrlandspodden',
        profile_picture: await pngImage(),
      }),
    });
    expect(created.statusCode).toBe(201);
    const older = await addPodcast(t, headers, { title: 'Fjällsnack' }, { approvedBy: admin.headers });
    const newer = await addPodcast(t, headers, { title: 'Älvsnack' }, { approvedBy: admin.headers });

    const response = await pageOf(user.id);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toEqual({
      id: user.id,
      username: user.username,
      display_name: user.username,
      profile_picture_url: expect.stringMatching(/^http:\/\/.+\.webp$/),
      bio: 'Jag gör poddar om Norrland.',
      website: 'https://norrland.example.se',
      social_links: { instagram: 'https://instagram.com/norrland' },
      channel_name: 'Norrlandspodden',
      member_since: expect.any(String),
      podcasts: [expect.objectContaining({ id: newer.id }), expect.objectContaining({ id: older.id })],
    });
    const [stored] = await t.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
    expect(page.member_since).toBe(stored!.createdAt.toISOString());
    expect(page.podcasts[0]).toMatchObject({
      title: 'Älvsnack',
      is_approved: true,
      owner: { id: user.id, username: user.username },
      current_user_liked: false,
      feed: null,
    });
  });

  it('leaves a pending show out, even for its owner, and gives a signed-in viewer their own like marks', async () => {
    const { user, headers } = await podcasterWithProfile(t);
    const published = await addPodcast(t, headers, { title: 'Publicerad' }, { approvedBy: admin.headers });
    await addPodcast(t, headers, { title: 'Väntande' });
    const listener = await loginAs(t, 'listener');
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${published.id}/like/`, headers: listener.headers });

    expect(titlesOf((await pageOf(user.id)).json())).toEqual(['Publicerad']);
    expect(titlesOf((await pageOf(user.id, headers)).json())).toEqual(['Publicerad']);
    expect(titlesOf((await pageOf(user.id, admin.headers)).json())).toEqual(['Publicerad']);
    const asListener = (await pageOf(user.id, listener.headers)).json();
    expect(asListener.podcasts[0]).toMatchObject({ likes_count: 1, current_user_liked: true });
    expect((await pageOf(user.id)).json().podcasts[0]).toMatchObject({ likes_count: 1, current_user_liked: false });
  });

  it('shows a podcaster with no published show yet with an empty list', async () => {
    const { user, headers } = await podcasterWithProfile(t);
    await addPodcast(t, headers, { title: 'Snart' });
    const response = await pageOf(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bio: 'I make podcasts.', website: null, social_links: {}, podcasts: [] });
  });

  it('finds no page for an expert, a podcaster without a profile, a suspended podcaster or a missing id', async () => {
    const expert = await loginAs(t, 'expert');
    const withoutProfile = await loginAs(t, 'podcaster');
    const suspended = await podcasterWithProfile(t);
    await addPodcast(t, suspended.headers, {}, { approvedBy: admin.headers });
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Spam.' })
      .where(eq(users.id, suspended.user.id));

    for (const id of [expert.user.id, withoutProfile.user.id, suspended.user.id, 2147483647]) {
      const response = await pageOf(id);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({ id, status: 404, body: NOT_FOUND });
    }
  });

  it('refuses an id that is not a number with a field message', async () => {
    const response = await pageOf('abc');
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual({ id: ['A valid integer is required.'] });
  });
});
