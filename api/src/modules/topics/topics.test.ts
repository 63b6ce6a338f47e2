import { asc, eq } from 'drizzle-orm';
import { adminActions, categories, expertCategories, expertProfiles, topics } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { fieldMessages } from '../../testing/errors';
import { expertCategoryId, expertWithProfile } from '../../testing/experts';
import { loginAs } from '../../testing/users';
import { TOPIC_NAME_TAKEN } from './admin';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

afterAll(() => t.close());

type AdminTopicBody = {
  id: number;
  name: string;
  name_sv: string;
  aliases: string[];
  expert_categories: number;
  podcast_categories: number;
};

const TOPICS = '/api/topics/';
const ADMIN_TOPICS = '/api/topics/admin/';

const storedTopics = () =>
  t.db
    .select({ id: topics.id, name: topics.nameEn, nameSv: topics.nameSv, aliases: topics.aliases })
    .from(topics)
    .orderBy(asc(topics.id));
const topicEntries = (id: number) =>
  t.db.select().from(adminActions).where(eq(adminActions.targetId, id)).orderBy(asc(adminActions.id));
const topicNamed = async (name: string) => {
  const [topic] = await t.db.select().from(topics).where(eq(topics.nameEn, name));
  if (!topic) throw new Error(`no topic ${name}`);
  return topic;
};
const create = (payload: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: TOPICS, headers, payload });
const change = (id: number, payload: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `${TOPICS}${id}/`, headers, payload });
const remove = (id: number, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `${TOPICS}${id}/`, headers });

describe('GET /api/topics/', () => {
  it('lists every topic to anyone, by English name whatever its case, with its two names only', async () => {
    const lowerCase = await create({ name: 'aardvark studies', name_sv: 'jordsvinsstudier' });
    expect(lowerCase.statusCode).toBe(201);

    const response = await t.app.inject({ method: 'GET', url: TOPICS });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: number; name: string; name_sv: string }[]>();
    expect(list).toHaveLength((await storedTopics()).length);
    expect(list.length).toBeGreaterThan(77);
    for (const topic of list) expect(Object.keys(topic).sort()).toEqual(['id', 'name', 'name_sv']);
    const law = await topicNamed('Law');
    expect(list).toContainEqual({ id: law.id, name: 'Law', name_sv: 'Juridik' });
    // Case ignored: "aardvark studies" comes first, before "Agriculture" (a byte order would put capitals first).
    expect(list.slice(0, 2).map((topic) => topic.name)).toEqual(['aardvark studies', 'Agriculture']);
  });

  it('is answered from the public cache until an admin changes a topic', async () => {
    const first = await t.app.inject({ method: 'GET', url: TOPICS });
    const again = await t.app.inject({ method: 'GET', url: TOPICS });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.body).toBe(first.body);

    expect((await create({ name: 'Beekeeping', name_sv: 'Biodling' })).statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: TOPICS });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json<{ name: string }[]>().map((topic) => topic.name)).toContain('Beekeeping');
  });
});

describe('admin editing of topics', () => {
  it('lists every topic to admins with its aliases and the categories that stand for it', async () => {
    const response = await t.app.inject({ method: 'GET', url: ADMIN_TOPICS, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json<AdminTopicBody[]>();
    expect(list).toHaveLength((await storedTopics()).length);
    const law = await topicNamed('Law');
    const expertCount = (await t.db.select().from(expertCategories).where(eq(expertCategories.topicId, law.id))).length;
    const podcastCount = (await t.db.select().from(categories).where(eq(categories.topicId, law.id))).length;
    expect(expertCount).toBeGreaterThan(0);
    expect(list.find((topic) => topic.id === law.id)).toEqual({
      id: law.id,
      name: 'Law',
      name_sv: 'Juridik',
      aliases: law.aliases,
      expert_categories: expertCount,
      podcast_categories: podcastCount,
    });
  });

  it('creates a topic (aliases as comma-separated text, repeats dropped) with its audit entry', async () => {
    const response = await create({
      name: '  Urban Gardening ',
      name_sv: 'Stadsodling',
      aliases: 'odla i stan, balkongodling,, Balkongodling , urban farming',
    });
    expect(response.statusCode).toBe(201);
    const topic = response.json<AdminTopicBody>();
    expect(topic).toEqual({
      id: expect.any(Number),
      name: 'Urban Gardening',
      name_sv: 'Stadsodling',
      aliases: ['odla i stan', 'balkongodling', 'urban farming'],
      expert_categories: 0,
      podcast_categories: 0,
    });
    expect(await topicNamed('Urban Gardening')).toMatchObject({ nameSv: 'Stadsodling', aliases: topic.aliases });
    expect(await topicEntries(topic.id)).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        adminUsername: admin.user.username,
        action: 'create_topic',
        targetType: 'topic',
        targetLabel: 'Urban Gardening',
        reason: null,
      }),
    ]);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/admin_dashboard/actions/?target_type=topic&target_id=${topic.id}`,
      headers: admin.headers,
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json().results).toEqual([
      expect.objectContaining({
        action: 'create_topic',
        target_type: 'topic',
        target_id: topic.id,
        target_label: 'Urban Gardening',
      }),
    ]);
  });

  it('edits any of the names and the aliases, recording what changed; an edit that changes nothing records nothing', async () => {
    const { id } = (
      await create({ name: 'Sailing', name_sv: 'Segling', aliases: ['båtliv', 'yachting'] })
    ).json<AdminTopicBody>();

    const swedish = await change(id, { name_sv: 'Seglats' });
    expect(swedish.statusCode).toBe(200);
    expect(swedish.json()).toMatchObject({ id, name: 'Sailing', name_sv: 'Seglats', aliases: ['båtliv', 'yachting'] });

    const renamed = await change(id, { name: 'Sailing & Boats', aliases: 'båtliv, segelbåt' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Sailing & Boats',
      name_sv: 'Seglats',
      aliases: ['båtliv', 'segelbåt'],
    });

    expect((await change(id, { name: 'Sailing & Boats', aliases: ['båtliv', 'segelbåt'] })).statusCode).toBe(200);
    expect((await change(id, {})).statusCode).toBe(200);

    const entries = await topicEntries(id);
    expect(entries.map((entry) => [entry.action, entry.targetLabel, entry.reason])).toEqual([
      ['create_topic', 'Sailing', null],
      ['update_topic', 'Sailing', 'Swedish name was "Segling".'],
      [
        'update_topic',
        'Sailing & Boats',
        'English name was "Sailing"; aliases added: segelbåt; aliases removed: yachting.',
      ],
    ]);
    expect(await topicNamed('Sailing & Boats')).toMatchObject({ nameSv: 'Seglats', aliases: ['båtliv', 'segelbåt'] });
  });

  it('deletes a topic with its audit entry; its categories stay and stand for no topic', async () => {
    const art = await topicNamed('Art');
    const expertCategory = await expertCategoryId(t, 'Art');
    const podcastCategories = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.topicId, art.id));

    const response = await remove(art.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.db.select().from(topics).where(eq(topics.id, art.id))).toEqual([]);
    const [category] = await t.db.select().from(expertCategories).where(eq(expertCategories.id, expertCategory));
    expect(category).toMatchObject({ name: 'Art', topicId: null });
    for (const { id } of podcastCategories) {
      expect((await t.db.select().from(categories).where(eq(categories.id, id)))[0]?.topicId).toBeNull();
    }
    const [entry, ...others] = await topicEntries(art.id).then((entries) =>
      entries.filter((item) => item.targetType === 'topic'),
    );
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'delete_topic',
      targetType: 'topic',
      targetLabel: 'Art',
      adminId: admin.user.id,
      reason: `1 expert category and ${podcastCategories.length} podcast ${podcastCategories.length === 1 ? 'category' : 'categories'} no longer stand for a topic.`,
    });

    expect((await remove(art.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown topic', async () => {
    for (const response of [await change(999999, { name_sv: 'Ingen' }), await remove(999999), await remove(0)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    }
  });

  it('refuses bad input with field messages, and changes nothing', async () => {
    const before = await storedTopics();
    const law = await topicNamed('Law');
    const expectFields = async (response: Awaited<ReturnType<typeof create>>, fields: Record<string, string[]>) => {
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response.json())).toEqual(fields);
    };

    await expectFields(await create({ name: '   ', name_sv: '' }), {
      name: ['Enter the English name.'],
      name_sv: ['Enter the Swedish name.'],
    });
    await expectFields(await create({}), { name: ['Enter the English name.'], name_sv: ['Enter the Swedish name.'] });
    await expectFields(await create({ name: 'x'.repeat(101), name_sv: 'y'.repeat(101) }), {
      name: ['Ensure this field has no more than 100 characters.'],
      name_sv: ['Ensure this field has no more than 100 characters.'],
    });
    await expectFields(
      await create({
        name: 'Many words',
        name_sv: 'Många ord',
        aliases: Array.from({ length: 31 }, (_, index) => `word${index}`),
      }),
      { aliases: ['Enter at most 30 aliases.'] },
    );
    await expectFields(await create({ name: 'Long alias', name_sv: 'Långt alias', aliases: ['ok', 'z'.repeat(61)] }), {
      aliases: ['Each alias may have at most 60 characters.'],
    });
    await expectFields(await create({ name: 'Comma', name_sv: 'Komma', aliases: ['one, two'] }), {
      aliases: ['Write each alias on its own, without commas or line breaks.'],
    });
    await expectFields(await create({ name: 'Aliases', name_sv: 'Alias', aliases: 7 }), {
      aliases: ['Enter comma-separated text or a list of texts.'],
    });
    // The English name is unique whatever its case, on creating and on renaming.
    await expectFields(await create({ name: 'LAW', name_sv: 'Lag' }), { name: [TOPIC_NAME_TAKEN] });
    const history = await topicNamed('History');
    await expectFields(await change(history.id, { name: 'law' }), { name: [TOPIC_NAME_TAKEN] });
    await expectFields(await change(law.id, { name: '' }), { name: ['Enter the English name.'] });

    const taken = await create({ name: 'law', name_sv: 'Lag' });
    expect(taken.json().field_codes).toEqual({ name: ['name_taken'] });
    expect(await storedTopics()).toEqual(before);
    expect(await topicEntries(law.id)).toEqual([]);
    expect(await topicEntries(history.id)).toEqual([]);

    // Only the case of its own name changes: no other topic has it.
    const recased = await change(history.id, { name: 'HISTORY' });
    expect(recased.statusCode).toBe(200);
    expect((await change(history.id, { name: 'History' })).json().name).toBe('History');
  });

  it('refuses anonymous visitors (401) and non-admins (403), and a refused write changes nothing', async () => {
    const before = await storedTopics();
    const entriesBefore = await t.db.select().from(adminActions);
    const law = await topicNamed('Law');
    const attempts = (headers?: { authorization: string }) => [
      t.app.inject({ method: 'GET', url: ADMIN_TOPICS, headers }),
      t.app.inject({ method: 'POST', url: TOPICS, headers, payload: { name: 'Sneaky', name_sv: 'Smygande' } }),
      t.app.inject({ method: 'PATCH', url: `${TOPICS}${law.id}/`, headers, payload: { name: 'Hijacked' } }),
      t.app.inject({ method: 'DELETE', url: `${TOPICS}${law.id}/`, headers }),
    ];

    for (const response of await Promise.all(attempts())) {
      expect(response.statusCode).toBe(401);
    }
    for (const role of ['podcaster', 'expert', 'listener'] as const) {
      const { headers } = await loginAs(t, role);
      for (const response of await Promise.all(attempts(headers))) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          code: 'permission_denied',
          detail: 'You do not have permission to perform this action.',
        });
      }
    }
    expect(await storedTopics()).toEqual(before);
    expect(await t.db.select().from(adminActions)).toEqual(entriesBefore);
  });

  it('lets the search find experts through a renamed topic and its new alias at once', async () => {
    const law = await topicNamed('Law');
    const { profile } = await expertWithProfile(
      t,
      {
        name: 'Petra Lind',
        bio: 'Hjälper småföretag med avtal och tvister.',
        expertise: 'Contracts',
        category_ids: String(await expertCategoryId(t, 'Law')),
      },
      { approvedBy: admin.headers },
    );
    const search = async (text: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ results: { id: number }[]; search: { topics: { name: string }[] } }>();
    };
    expect((await search('paragrafryttare')).results).toEqual([]);

    const renamed = await change(law.id, { name: 'Law & Justice', aliases: [...law.aliases, 'paragrafryttare'] });
    expect(renamed.statusCode).toBe(200);

    for (const text of ['paragrafryttare', 'justice']) {
      const body = await search(text);
      expect(body.results.map((expert) => expert.id)).toContain(profile.id);
      expect(body.search.topics.map((topic) => topic.name)).toContain('Law & Justice');
    }
  });

  it("finds experts through a topic only while one of their categories stands for it, the moment that changes", async () => {
    const philosophy = await topicNamed('Philosophy');
    const { profile, headers } = await expertWithProfile(
      t,
      {
        name: 'Tove Sand',
        bio: 'Skriver om avtal.',
        expertise: 'Contracts',
        category_ids: String(await expertCategoryId(t, 'History')),
      },
      { approvedBy: admin.headers },
    );
    const foundBy = async (text: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ results: { id: number }[] }>().results.some((expert) => expert.id === profile.id);
    };
    // "philosopher" is an alias of Philosophy only: the profile's words never say it.
    expect(await foundBy('philosopher')).toBe(false);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/experts/${profile.id}/`,
      headers,
      payload: { category_ids: [await expertCategoryId(t, 'Philosophy')] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await foundBy('philosopher')).toBe(true);

    expect((await remove(philosophy.id)).statusCode).toBe(204);
    expect(await foundBy('philosopher')).toBe(false);
    const [stored] = await t.db
      .select({ topicIds: expertProfiles.topicIds })
      .from(expertProfiles)
      .where(eq(expertProfiles.id, profile.id));
    expect(stored!.topicIds).toEqual([]);
  });
});
