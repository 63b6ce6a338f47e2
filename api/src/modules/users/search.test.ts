import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertCategoryId, expertWithProfile } from '../../testing/experts';
import { pngImage } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { insertUser } from './accounts';
import type { UserType } from './rules';

let t: TestApp;
let me: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  me = await loginAs(t, 'podcaster');
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const member = (username: string, userType: UserType = 'podcaster', verified = true) =>
  insertUser(
    { db: t.db },
    { username, email: `${username.toLowerCase()}@example.se`, password: `Secret-${username}-pw`, userType },
    { emailVerifiedAt: verified ? new Date() : null },
  );
const search = (query: string, session: { headers: { authorization: string } } | null = me) =>
  t.app.inject({ method: 'GET', url: `/api/users/search/search/?${query}`, headers: session?.headers });
const usernames = (response: { json(): unknown }) => (response.json() as { username: string }[]).map((u) => u.username);

describe('GET /api/users/search/search/', () => {
  it('finds part of a username regardless of case and accents, without emails', async () => {
    const asa = await member('Åsa_Lindqvist', 'listener');
    await member('Mats_Berg');
    const response = await search(`search=${encodeURIComponent('LINDQ')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: asa.id, username: 'Åsa_Lindqvist', display_name: 'Åsa_Lindqvist', picture: null, user_type: 'listener' },
    ]);
    expect(usernames(await search('search=asa_l'))).toEqual(['Åsa_Lindqvist']);
    expect(response.body).not.toContain('@example.se');
    // An email is never searched, so it cannot be guessed through the search.
    expect(await search(`search=${encodeURIComponent('mats_berg@example.se')}`).then((r) => r.json())).toEqual([]);
  });

  it("finds experts by part of their approved profile's name or expertise, and shows the expertise", async () => {
    const expert = await expertWithProfile(
      t,
      { name: 'Göran Sjöström', expertise: 'Oceanography, Marinbiologi' },
      { approvedBy: admin.headers },
    );
    const pending = await expertWithProfile(t, { name: 'Göran Väntar', expertise: 'Oceanography' });
    const bare = await loginAs(t, 'expert');
    const byName = await search('search=goran&user_type=expert');
    expect(byName.json()).toEqual([
      {
        id: expert.user.id,
        username: expert.user.username,
        display_name: 'Göran Sjöström',
        picture: null,
        user_type: 'expert',
        expertise: 'Oceanography, Marinbiologi',
      },
    ]);
    expect(usernames(await search('search=MARINBIO'))).toEqual([expert.user.username]);
    expect(usernames(await search(`search=${pending.user.username}`))).toEqual([pending.user.username]);
    expect((await search(`search=${bare.user.username}`)).json()).toEqual([
      {
        id: bare.user.id,
        username: bare.user.username,
        display_name: bare.user.username,
        picture: null,
        user_type: 'expert',
        expertise: null,
      },
    ]);
  });

  it('gives each person the picture the site shows them by', async () => {
    const withPicture = await expertWithProfile(
      t,
      { name: 'Bildrik Berit', profile_picture: await pngImage() },
      { approvedBy: admin.headers },
    );
    const profile = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${withPicture.profile.id}/` });
    const [found] = (await search('search=bildrik')).json() as { display_name: string; picture: string | null }[];
    expect(found).toMatchObject({ display_name: 'Bildrik Berit', picture: profile.json().profile_picture_url });
    expect(found!.picture).toMatch(/^http/);
  });

  it('filters by user type, and by expert category only together with experts', async () => {
    const climate = await expertCategoryId(t, 'Climate Science');
    const inClimate = await expertWithProfile(
      t,
      { name: 'Klimat Karin', category_ids: String(climate) },
      { approvedBy: admin.headers },
    );
    const elsewhere = await expertWithProfile(t, { name: 'Klimat Kalle' }, { approvedBy: admin.headers });
    await member('klimat_lyssnare', 'listener');
    expect(usernames(await search('search=klimat&user_type=listener'))).toEqual(['klimat_lyssnare']);
    expect(usernames(await search('search=klimat&user_type=expert')).sort()).toEqual(
      [inClimate.user.username, elsewhere.user.username].sort(),
    );
    expect(usernames(await search(`search=klimat&user_type=expert&category=${climate}`))).toEqual([
      inClimate.user.username,
    ]);

    const categoryAlone = await search(`search=klimat&category=${climate}`);
    expect(categoryAlone.statusCode).toBe(400);
    expect(categoryAlone.json()).toEqual({
      field_codes: { category: ['invalid'] },
      category: ['Choose Experts to filter by category.'],
    });
    const badType = await search('user_type=admin');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toHaveProperty('user_type');
  });

  it('leaves out the caller and unverified accounts, takes % literally, and answers at most 50', async () => {
    await member('zz_unverified', 'listener', false);
    await member('zz_100%_sure');
    await t.db.execute(sql`
      INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
      SELECT 'bulk_' || n, 'bulk_' || n || '@example.se', 'x', 'listener', now() FROM generate_series(1, 60) AS n`);
    expect(await search('search=zz_unverified').then((r) => r.json())).toEqual([]);
    expect(usernames(await search(`search=${encodeURIComponent('0%')}`))).toEqual(['zz_100%_sure']);
    expect(usernames(await search(`search=${me.user.username}`))).not.toContain(me.user.username);
    expect(await search('search=bulk_').then((r) => r.json())).toHaveLength(50);
    const all = await search('');
    expect(all.json()).toHaveLength(50);
    expect(usernames(all)).not.toContain(me.user.username);
  });

  it('refuses anonymous visitors', async () => {
    const response = await search('search=a', null);
    expect(response.statusCode).toBe(401);
    expect((await search('user_type=admin', null)).statusCode).toBe(401);
  });
});
