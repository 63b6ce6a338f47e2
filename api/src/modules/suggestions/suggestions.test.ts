import { count, eq } from 'drizzle-orm';
import { expertProfiles, suggestionDismissals, userBlocks, userMessages, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { seedDemoDirectory } from '../../testing/experts';
import { addPodcast, categoryId, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { episodesEvery, feedXml } from '../feeds/feedXml';
import { FeedServer } from '../feeds/testing/feedServer';
import type { SuggestedGuests, SuggestedShows } from './schemas';

// Suggested guests for a show and shows for an expert, on the demo directory of experts.
let t: TestApp;
let feeds: FeedServer;
let admin: Awaited<ReturnType<typeof loginAs>>;
const profileOf = new Map<string, { id: number; userId: number }>();

const get = (url: string, headers: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });
const guestsOf = async (podcastId: number, headers: { authorization: string }) => {
  const response = await get(`/api/podcasts/${podcastId}/suggested-guests/`, headers);
  if (process.env.SHOW_SUGGESTIONS) {
    console.log(response.json<SuggestedGuests>().results.map((r) => `${r.expert.name} ${JSON.stringify(r.reasons)}`).join('\n'));
  }
  expect(response.statusCode).toBe(200);
  return response.json<SuggestedGuests>();
};
const names = (body: SuggestedGuests) => body.results.map((result) => result.expert.name);
async function topicId(name: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/topics/' });
  const topic = response.json<{ id: number; name: string }[]>().find((item) => item.name === name);
  if (!topic) throw new Error(`no topic ${name}`);
  return topic.id;
}

beforeAll(async () => {
  feeds = await new FeedServer().start();
  t = await buildTestApp({ feedAllowedHosts: [feeds.host] });
  admin = await seedDemoDirectory(t);
  for (const profile of await t.db.select({ id: expertProfiles.id, userId: expertProfiles.userId, name: expertProfiles.name }).from(expertProfiles)) {
    profileOf.set(profile.name, profile);
  }
  // Seeding the directory takes a while on a busy machine: the hook waits for it.
}, 180_000);
afterAll(async () => {
  await t.close();
  await feeds.stop();
});

describe('suggested guests for a show', () => {
  it('puts the experts on the topics a show looks for guests on first, with their reasons in data', async () => {
    const podcaster = await podcasterWithProfile(t);
    const show = await addPodcast(t, podcaster.headers, {
      title: 'Pengasnack',
      description: 'Varje vecka om pensionssparande, fonder och hushållets ekonomi.',
      category_id: await categoryId(t, 'Business'),
      guest_topic_ids: [await topicId('Personal Finance')],
      audience_languages: ['sv'],
    });
    const body = await guestsOf(show.id, podcaster.headers);
    expect(body.podcast).toEqual({ id: show.id, title: 'Pengasnack' });
    expect(names(body)[0]).toBe('Henrik Ström');
    expect(names(body)).toContain('Oliver Brandt');
    const henrik = body.results[0]!.reasons;
    expect(henrik.topics.map((topic) => topic.name)).toContain('Personal Finance');
    expect(henrik.talking_points).toEqual(expect.arrayContaining(['Pensionssparande']));
    expect(henrik.languages).toEqual(['sv']);
    expect(henrik).toMatchObject({ recorded: 0, rating_average: null, available: true });
    expect(body.results.length).toBeLessThanOrEqual(12);
  });

  it('finds guests from the words of a description alone, in Swedish and English', async () => {
    const podcaster = await podcasterWithProfile(t);
    const show = await addPodcast(t, podcaster.headers, {
      title: 'Inre liv',
      description: 'Samtal om psykisk hälsa, stress och utmattning i vardagen.',
      category_id: await categoryId(t, 'Society & Culture'),
    });
    const top = names(await guestsOf(show.id, podcaster.headers)).slice(0, 3);
    expect(top).toEqual(expect.arrayContaining(['Nadia Rahimi', 'Tobias Franzén']));
  });

  it("finds guests from what the show's own feed publishes, when its description says little", async () => {
    const podcaster = await podcasterWithProfile(t);
    const feed_url = feeds.serve('/inre-liv.xml', feedXml({
      title: 'Fredagssnack',
      description: 'Vi pratar om livet.',
      episodes: episodesEvery(7, 3, new Date()).map((episode, index) => ({
        ...episode,
        title: ['När stressen tar över', 'Utmattning och vägen tillbaka', 'Psykisk hälsa på jobbet'][index]!,
        description: 'Om psykisk hälsa, stress och utmattning i vardagen.',
      })),
    }));
    const show = await addPodcast(t, podcaster.headers, {
      title: 'Fredagssnack',
      description: 'Vi pratar om livet.',
      category_id: await categoryId(t, 'Comedy'),
      feed_url,
    });
    const top = names(await guestsOf(show.id, podcaster.headers)).slice(0, 3);
    expect(top).toEqual(expect.arrayContaining(['Nadia Rahimi', 'Tobias Franzén']));
  });

  it('counts how fast an expert answers and says so', async () => {
    const podcaster = await podcasterWithProfile(t);
    const show = await addPodcast(t, podcaster.headers, {
      title: 'Rymden runt',
      description: 'Astronomi för nyfikna: exoplaneter och teleskop.',
      category_id: await categoryId(t, 'Science'),
    });
    const viktor = profileOf.get('Viktor Ahl')!;
    const asker = await loginAs(t, 'podcaster');
    const sentAt = new Date(Date.now() - 5 * 3600_000);
    await t.db.insert(userMessages).values([
      { senderId: asker.user.id, receiverId: viktor.userId, content: 'Hej!', startsConversation: true, createdAt: sentAt },
      { senderId: viktor.userId, receiverId: asker.user.id, content: 'Hej, gärna!', createdAt: new Date(sentAt.getTime() + 40 * 60_000) },
    ]);
    const body = await guestsOf(show.id, podcaster.headers);
    const found = body.results.find((result) => result.expert.name === 'Viktor Ahl');
    expect(found?.reasons.answers_within).toBe('hour');
    expect(names(body)[0]).toBe('Viktor Ahl');
  });

  it('is the owner’s alone: another podcaster is refused, a visitor must sign in, a hidden show is not found', async () => {
    const podcaster = await podcasterWithProfile(t);
    const show = await addPodcast(t, podcaster.headers, { title: 'Pending show' });
    const other = await podcasterWithProfile(t);
    expect((await get(`/api/podcasts/${show.id}/suggested-guests/`, other.headers)).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${show.id}/approve/`, headers: admin.headers });
    const refused = await get(`/api/podcasts/${show.id}/suggested-guests/`, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: "Only the show's owner sees its suggested guests." });
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${show.id}/suggested-guests/` })).statusCode).toBe(401);
    expect((await get('/api/podcasts/abc/suggested-guests/', podcaster.headers)).statusCode).toBe(400);

    const henrik = profileOf.get('Henrik Ström')!;
    const before = await t.db.select({ total: count() }).from(suggestionDismissals);
    const dismissByOther = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${show.id}/suggested-guests/${henrik.id}/dismiss/`,
      headers: other.headers,
    });
    expect(dismissByOther.statusCode).toBe(403);
    expect(await t.db.select({ total: count() }).from(suggestionDismissals)).toEqual(before);
  });

  it('"Not relevant" hides an expert for that show only, and can be undone', async () => {
    const podcaster = await podcasterWithProfile(t);
    const fields = {
      description: 'Om pensionssparande och privatekonomi.',
      guest_topic_ids: [await topicId('Personal Finance')],
    };
    const show = await addPodcast(t, podcaster.headers, { ...fields, title: 'Pension på riktigt' });
    const sibling = await addPodcast(t, podcaster.headers, { ...fields, title: 'Pension igen' });
    const henrik = profileOf.get('Henrik Ström')!;
    const url = `/api/podcasts/${show.id}/suggested-guests/${henrik.id}/dismiss/`;
    expect((await t.app.inject({ method: 'POST', url, headers: podcaster.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url, headers: podcaster.headers })).statusCode).toBe(204);
    expect(names(await guestsOf(show.id, podcaster.headers))).not.toContain('Henrik Ström');
    expect(names(await guestsOf(sibling.id, podcaster.headers))).toContain('Henrik Ström');
    expect((await t.app.inject({ method: 'DELETE', url, headers: podcaster.headers })).statusCode).toBe(204);
    expect(names(await guestsOf(show.id, podcaster.headers))).toContain('Henrik Ström');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${show.id}/suggested-guests/999999/dismiss/`,
      headers: podcaster.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never suggests the viewer, a suspended account, an unpublished profile or someone who blocked the viewer', async () => {
    const podcaster = await podcasterWithProfile(t);
    const show = await addPodcast(t, podcaster.headers, {
      title: 'Sinnet',
      description: 'Psykologi och psykisk hälsa.',
      guest_topic_ids: [await topicId('Psychology'), await topicId('Mental Health')],
    });
    expect(names(await guestsOf(show.id, podcaster.headers))).toEqual(
      expect.arrayContaining(['Nadia Rahimi', 'Tobias Franzén']),
    );
    const nadia = profileOf.get('Nadia Rahimi')!;
    const tobias = profileOf.get('Tobias Franzén')!;
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, nadia.userId));
    await t.db.insert(userBlocks).values({ blockerId: tobias.userId, blockedId: podcaster.user.id });
    const after = names(await guestsOf(show.id, podcaster.headers));
    expect(after).not.toContain('Nadia Rahimi');
    expect(after).not.toContain('Tobias Franzén');
    await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, nadia.userId));
    await t.db.update(expertProfiles).set({ approvalStatus: 'unpublished' }).where(eq(expertProfiles.id, nadia.id));
    expect(names(await guestsOf(show.id, podcaster.headers))).not.toContain('Nadia Rahimi');
    await t.db.update(expertProfiles).set({ approvalStatus: 'approved' }).where(eq(expertProfiles.id, nadia.id));
  });
});

describe('shows looking for guests like an expert', () => {
  it('lists shows looking for guests on the expert’s topics first, with the reasons, and lets them hide one', async () => {
    const podcaster = await podcasterWithProfile(t);
    const financeTopic = await topicId('Personal Finance');
    const looking = await addPodcast(
      t,
      podcaster.headers,
      { title: 'Sparpodden', description: 'Vi pratar sparande.', guest_topic_ids: [financeTopic], audience_languages: ['sv'] },
      { approvedBy: admin.headers },
    );
    const unrelated = await addPodcast(
      t,
      podcaster.headers,
      { title: 'Fotbollssnack', description: 'Allsvenskan varje vecka.', category_id: await categoryId(t, 'Sports') },
      { approvedBy: admin.headers },
    );
    const henrik = await t.db.select().from(users).where(eq(users.username, 'henrik_strom'));
    const session = loginAsExisting(henrik[0]!.id);
    const response = await get('/api/experts/profile/suggested-shows/', session);
    expect(response.statusCode).toBe(200);
    const body = response.json<SuggestedShows>();
    expect(body.results[0]?.podcast.title).toBe('Sparpodden');
    expect(body.results[0]?.reasons.looking_for.map((topic) => topic.name)).toEqual(['Personal Finance']);
    expect(body.results[0]?.reasons.languages).toEqual(['sv']);
    expect(body.results.map((result) => result.podcast.id)).not.toContain(unrelated.id);

    const url = `/api/experts/profile/suggested-shows/${looking.id}/dismiss/`;
    expect((await t.app.inject({ method: 'POST', url, headers: session })).statusCode).toBe(204);
    const hidden = (await get('/api/experts/profile/suggested-shows/', session)).json<SuggestedShows>();
    expect(hidden.results.map((result) => result.podcast.id)).not.toContain(looking.id);
    expect((await t.app.inject({ method: 'DELETE', url, headers: session })).statusCode).toBe(204);
  });

  it('answers 404 to a user without a profile and 401 to a visitor', async () => {
    const podcaster = await podcasterWithProfile(t);
    const response = await get('/api/experts/profile/suggested-shows/', podcaster.headers);
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/profile/suggested-shows/' })).statusCode).toBe(401);
  });
});

/** Headers for a seeded account, signed in by its id. */
function loginAsExisting(userId: number): { authorization: string } {
  return { authorization: `Bearer ${t.app.accessTokens.issue(userId)}` };
}
