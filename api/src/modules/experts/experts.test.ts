import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { adminActions, comments, expertProfileCategories, expertProfiles, reactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addExpert, expertCategoryId, expertFields, expertWithProfile } from '../../testing/experts';
import { formOf, pngImage } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { fieldMessages } from '../../testing/errors';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

type Headers = { authorization: string } | undefined;
const create = (headers: Headers, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({ method: 'POST', url: '/api/experts/create/', headers, payload: formOf(fields) });
const patch = (id: number, headers: Headers, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({ method: 'PATCH', url: `/api/experts/${id}/`, headers, payload: formOf(fields) });
const stored = async (id: number) => (await t.db.select().from(expertProfiles).where(eq(expertProfiles.id, id)))[0];
const REASON = 'The bio says nothing about your field.';
/** Approves, or rejects with a reason (the API asks for one). */
const approve = (id: number, isApproved: boolean, headers: Headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/experts/profile/approve/${id}/`,
    headers,
    payload: isApproved ? { is_approved: true } : { is_approved: false, reason: REASON },
  });
const uploadedFiles = async () => readdir(path.join(t.dataDir, 'uploads', 'profiles')).catch(() => [] as string[]);

describe('POST /api/experts/create/', () => {
  it('creates a pending profile from a multipart form, in the ExpertProfile shape', async () => {
    const { user, headers } = await loginAs(t, 'expert');
    const climate = await expertCategoryId(t, 'Climate Science');
    const nordic = await expertCategoryId(t, 'Nordic Culture');
    const response = await create(headers, {
      name: '  Åsa Öberg  ',
      bio: 'Klimatforskare i Göteborg.',
      expertise: ' Climate Science , Oceanography,, ',
      talking_points: ' Havsnivåer, Sea ice ,',
      experience_years: '12',
      website: 'https://asa.example.se',
      social_media: '@asaoberg',
      email: 'Kontakt@Asa.example.se',
      category_ids: `${climate},${nordic}`,
      profile_picture: await pngImage(1200),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      user: { id: user.id, username: user.username },
      name: 'Åsa Öberg',
      bio: 'Klimatforskare i Göteborg.',
      expertise: ['Climate Science', 'Oceanography'],
      talking_points: ['Havsnivåer', 'Sea ice'],
      languages: [],
      city: null,
      region: null,
      recording_format: 'both',
      available_from: null,
      is_available: true,
      sample_url: null,
      past_appearances: [],
      experience_years: 12,
      website: 'https://asa.example.se',
      social_media: '@asaoberg',
      email: 'kontakt@asa.example.se',
      profile_picture: expect.stringMatching(/^profiles\/[\w-]+\.webp$/),
      profile_picture_url: expect.stringMatching(/^http:\/\/localhost:8000\/media\/profiles\/[\w-]+\.webp$/),
      categories: [
        { id: climate, name: 'Climate Science', name_sv: 'Klimatforskning' },
        { id: nordic, name: 'Nordic Culture', name_sv: 'Nordisk kultur' },
      ],
      category_ids: [climate, nordic],
      likes_count: 0,
      current_user_liked: false,
      current_user_saved: false,
      comments_count: 0,
      is_approved: false,
      approval_status: 'pending',
      review_reason: null,
      is_featured: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(response.json())).not.toContain(user.email);
  });

  it('takes JSON with expertise and category_ids as lists', async () => {
    const { headers } = await loginAs(t, 'expert');
    const law = await expertCategoryId(t, 'Law');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/experts/create/',
      headers,
      payload: {
        name: 'Erik Lund',
        bio: 'Advokat.',
        expertise: ['Law', ' Contracts '],
        talking_points: [' Avtal ', ''],
        experience_years: 0,
        category_ids: [law],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      expertise: ['Law', 'Contracts'],
      talking_points: ['Avtal'],
      experience_years: 0,
      category_ids: [law],
      email: null,
    });
  });

  it('refuses podcasters, listeners and anonymous visitors', async () => {
    for (const role of ['podcaster', 'listener', 'admin'] as const) {
      const { headers } = await loginAs(t, role);
      const response = await create(headers, expertFields());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'experts_only',
        detail: 'Only users registered as experts can create expert profiles',
      });
    }
    expect((await create(undefined, expertFields())).statusCode).toBe(401);
  });

  it('refuses a second profile, also when created concurrently', async () => {
    const { headers } = await expertWithProfile(t);
    const second = await create(headers, expertFields());
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ code: 'profile_exists', detail: 'You already have an expert profile' });

    const racer = await loginAs(t, 'expert');
    const responses = await Promise.all([1, 2, 3].map(() => create(racer.headers, expertFields())));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403, 403]);
    const rows = await t.db.select().from(expertProfiles).where(eq(expertProfiles.userId, racer.user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ name: '   ' }, { name: ['Name is required'] }],
    [{ name: undefined }, { name: ['Name is required'] }],
    [{ bio: '' }, { bio: ['Bio is required'] }],
    [{ expertise: ' , ,' }, { expertise: ['Expertise is required'] }],
    [{ experience_years: -1 }, { experience_years: ['Experience years must be a positive number'] }],
    [{ experience_years: 'many' }, { experience_years: ['Experience years must be a positive number'] }],
    [{ experience_years: '2.5' }, { experience_years: ['Experience years must be a positive number'] }],
    [{ experience_years: undefined }, { experience_years: ['Experience years must be a positive number'] }],
    [{ experience_years: 81 }, { experience_years: ['Experience years must be at most 80.'] }],
    [
      { expertise: Array.from({ length: 500 }, (_, i) => `Topic ${i}`).join(',') },
      { expertise: ['Enter at most 50 areas of expertise.'] },
    ],
    [{ expertise: 'x'.repeat(101) }, { expertise: ['Each area of expertise may have at most 100 characters.'] }],
    [{ talking_points: 'a,b,c,d,e,f,g,h,i' }, { talking_points: ['Enter at most 8 talking points.'] }],
    [{ talking_points: 'x'.repeat(81) }, { talking_points: ['Each talking point may have at most 80 characters.'] }],
    [{ website: 'javascript:alert(1)' }, { website: ['Enter a valid URL starting with http:// or https://.'] }],
    [
      { social_media: 'javascript:alert(1)' },
      { social_media: ['Enter a handle, or a link starting with http:// or https://.'] },
    ],
    [{ email: 'not-an-email' }, { email: ['Enter a valid email address.'] }],
    [{ category_ids: 'abc' }, { category_ids: ['Enter category ids: comma-separated text or a list of integers.'] }],
    [{ category_ids: '999999' }, { category_ids: ['Invalid category.'] }],
    [{ languages: 'svenska' }, { languages: ['Enter languages as two- or three-letter codes, e.g. sv, en.'] }],
    [{ languages: 'aa,bb,cc,dd,ee,ff,gg,hh,ii,jj,kk' }, { languages: ['Choose at most 10 languages.'] }],
    [{ region: 'mars' }, { region: ['Choose a region from the list.'] }],
    [{ recording_format: 'pigeon' }, { recording_format: ['Choose remote, in person or both.'] }],
    [{ available_from: 'soon' }, { available_from: ['Enter a date as YYYY-MM-DD.'] }],
    [{ available_from: '2026-02-30' }, { available_from: ['Enter a date that exists, as YYYY-MM-DD.'] }],
    [{ sample_url: 'javascript:alert(1)' }, { sample_url: ['Enter a valid URL starting with http:// or https://.'] }],
    [{ past_appearances: 'not json' }, { past_appearances: ['Enter the appearances as a list.'] }],
    [
      { past_appearances: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ show: `Show ${i}`, episode: 'Ep' }))) },
      { past_appearances: ['Enter at most 10 appearances.'] },
    ],
    [{ past_appearances: JSON.stringify([{ show: ' ', episode: 'Ep' }]) }, { 'past_appearances.show': ['Enter the show.'] }],
    [
      { past_appearances: JSON.stringify([{ show: 'A', episode: 'B', url: 'ftp://x' }]) },
      { 'past_appearances.url': ['Enter a valid URL starting with http:// or https://.'] },
    ],
  ])('rejects %j with a clear message and stores nothing', async (overrides, errors) => {
    const { user, headers } = await loginAs(t, 'expert');
    const response = await create(headers, expertFields(overrides as Record<string, string | number | undefined>));
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual(errors);
    expect(await t.db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id))).toHaveLength(0);
  });

  it('keeps where the expert is, the languages, the recording format, availability, a sample and past appearances', async () => {
    const { headers } = await loginAs(t, 'expert');
    const appearances = [
      { show: ' Mind Matters ', episode: 'Burnout at work', url: 'https://pod.example.se/42', date: '2026-03-01' },
      { show: 'Fika med grundare', episode: 'Stress', url: '', date: '' },
    ];
    const response = await create(
      headers,
      expertFields({
        languages: 'SV, en, fa',
        city: 'Uppsala',
        region: 'uppsala',
        recording_format: 'in_person',
        available_from: '2099-01-31',
        sample_url: 'https://pod.example.se/sample.mp3',
        past_appearances: JSON.stringify(appearances),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      languages: ['sv', 'en', 'fa'],
      city: 'Uppsala',
      region: 'uppsala',
      recording_format: 'in_person',
      available_from: '2099-01-31',
      is_available: false,
      sample_url: 'https://pod.example.se/sample.mp3',
      past_appearances: [
        { show: 'Mind Matters', episode: 'Burnout at work', url: 'https://pod.example.se/42', date: '2026-03-01' },
        { show: 'Fika med grundare', episode: 'Stress', url: null, date: null },
      ],
    });
    const id = response.json<{ id: number }>().id;
    // Empty values clear them; a JSON body sends the appearances as a list.
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/experts/my-profile/',
      headers,
      payload: { available_from: '', region: '', sample_url: '', past_appearances: [] },
    });
    expect(cleared.json()).toMatchObject({ available_from: null, is_available: true, region: null, sample_url: null, past_appearances: [] });
    expect(await stored(id)).toMatchObject({ availableFrom: null, pastAppearances: [] });
  });

  it('reports every missing field at once', async () => {
    const { headers } = await loginAs(t, 'expert');
    const response = await create(headers, { website: 'https://example.se' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { bio: ['invalid'], experience_years: ['invalid'], expertise: ['invalid'], name: ['invalid'] },
      name: ['Name is required'],
      bio: ['Bio is required'],
      expertise: ['Expertise is required'],
      experience_years: ['Experience years must be a positive number'],
    });
  });

  it('refuses a file that is not an image and keeps no file', async () => {
    const { user, headers } = await loginAs(t, 'expert');
    const before = await uploadedFiles();
    const response = await create(headers, {
      ...expertFields(),
      profile_picture: { file: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'me.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { profile_picture: ['invalid'] },
      profile_picture: ['Upload a valid image: PNG, JPEG, GIF or WebP.'],
    });
    expect(await uploadedFiles()).toEqual(before);
    expect(await t.db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id))).toHaveLength(0);
  });
});

describe('GET and PUT /api/experts/my-profile/', () => {
  it('answers 404 with the product message when there is no profile', async () => {
    const { headers } = await loginAs(t, 'expert');
    const expected = {
      code: 'no_profile',
      detail: "You don't have an expert profile yet. Please create one to get started.",
    };
    const shown = await t.app.inject({ method: 'GET', url: '/api/experts/my-profile/', headers });
    expect(shown.statusCode).toBe(404);
    expect(shown.json()).toEqual(expected);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/experts/my-profile/',
      headers,
      payload: formOf({ name: 'X' }),
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/my-profile/' })).statusCode).toBe(401);
  });

  it('shows and updates the own profile, pending or not, and removes the picture on request', async () => {
    const { headers, profile } = await expertWithProfile(t, { profile_picture: await pngImage() });
    const shown = await t.app.inject({ method: 'GET', url: '/api/experts/my-profile/', headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: profile.id,
      approval_status: 'pending',
      profile_picture: expect.any(String),
    });
    const pictureFile = path.basename(shown.json<{ profile_picture: string }>().profile_picture);

    const nutrition = await expertCategoryId(t, 'Nutrition');
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/experts/my-profile/',
      headers,
      payload: formOf({
        ...expertFields({ name: 'Åsa Öberg-Lind', experience_years: 13 }),
        category_ids: String(nutrition),
        website: '',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Åsa Öberg-Lind',
      experience_years: 13,
      category_ids: [nutrition],
      website: null,
    });
    expect(updated.json()).toMatchObject({
      profile_picture: shown.json<{ profile_picture: string }>().profile_picture,
    });

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/experts/my-profile/',
      headers,
      payload: formOf({ remove_picture: 'true' }),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ profile_picture: null, profile_picture_url: null, name: 'Åsa Öberg-Lind' });
    // The file goes through a job scheduled with the change.
    await t.runJobs();
    expect(await uploadedFiles()).not.toContain(pictureFile);
  });
});

describe('PATCH /api/experts/{id}/', () => {
  it('lets the owner change fields, the picture and categories; the review stays', async () => {
    const { headers, profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const law = await expertCategoryId(t, 'Law');
    const response = await patch(profile.id, headers, {
      bio: 'Ny bio.',
      expertise: 'Law',
      category_ids: String(law),
      profile_picture: await pngImage(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Åsa Öberg',
      bio: 'Ny bio.',
      expertise: ['Law'],
      categories: [{ id: law, name: 'Law', name_sv: 'Juridik' }],
      profile_picture_url: expect.stringContaining('/media/profiles/'),
      approval_status: 'approved',
      is_approved: true,
    });
  });

  it("refuses another user's edit (admins too) and changes nothing", async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const before = await stored(profile.id);
    for (const role of ['expert', 'podcaster', 'admin'] as const) {
      const { headers } = await loginAs(t, role);
      const response = await patch(profile.id, headers, { name: 'Hijacked', experience_years: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'permission_denied', detail: 'You can only edit your own profile' });
    }
    expect((await patch(profile.id, undefined, { name: 'Hijacked' })).statusCode).toBe(401);
    expect(await stored(profile.id)).toEqual(before);
  });

  it('rejects bad values and keeps the old ones', async () => {
    const { headers, profile } = await expertWithProfile(t);
    const before = await stored(profile.id);
    const response = await patch(profile.id, headers, {
      name: ' ',
      experience_years: 81,
      website: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field_codes: { experience_years: ['invalid'], name: ['invalid'], website: ['invalid'] },
      name: ['Name is required'],
      experience_years: ['Experience years must be at most 80.'],
      website: ['Enter a valid URL starting with http:// or https://.'],
    });
    expect(await stored(profile.id)).toEqual(before);
  });

  it('answers 404 for a missing profile or one the user cannot see', async () => {
    const { headers } = await loginAs(t, 'expert');
    expect((await patch(999999, headers, { name: 'X' })).statusCode).toBe(404);
    const { profile } = await expertWithProfile(t);
    expect((await patch(profile.id, headers, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/experts/{id}/', () => {
  it("refuses another user's delete and changes nothing", async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    for (const role of ['expert', 'podcaster'] as const) {
      const { headers } = await loginAs(t, role);
      const response = await t.app.inject({ method: 'DELETE', url: `/api/experts/${profile.id}/`, headers });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/experts/${profile.id}/` })).statusCode).toBe(401);
    expect(await stored(profile.id)).toBeDefined();
  });

  it('lets the owner delete, with comments, likes, categories and picture', async () => {
    const { headers, profile } = await expertWithProfile(
      t,
      { category_ids: String(await expertCategoryId(t, 'Law')), profile_picture: await pngImage() },
      { approvedBy: admin.headers },
    );
    const fan = await loginAs(t, 'podcaster');
    await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${profile.id}/react/`,
      headers: fan.headers,
      payload: { reaction_type: 'like' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${profile.id}/add_comment/`,
      headers: fan.headers,
      payload: { content: 'Bra!' },
    });
    const picture = path.basename((await stored(profile.id))!.profilePicture!);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/experts/${profile.id}/`, headers });
    expect(response.statusCode).toBe(204);
    expect(await stored(profile.id)).toBeUndefined();
    expect(await t.db.select().from(comments).where(eq(comments.targetId, profile.id))).toEqual(
      (await t.db.select().from(comments).where(eq(comments.targetId, profile.id))).filter(
        (row) => row.targetType !== 'expert',
      ),
    );
    expect(
      (await t.db.select().from(reactions).where(eq(reactions.targetId, profile.id))).filter(
        (row) => row.targetType === 'expert',
      ),
    ).toEqual([]);
    expect(
      await t.db.select().from(expertProfileCategories).where(eq(expertProfileCategories.profileId, profile.id)),
    ).toEqual([]);
    await t.runJobs();
    expect(await uploadedFiles()).not.toContain(picture);
  });

  it('refuses an admin (admins unpublish instead) and deletes nothing', async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/experts/${profile.id}/`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied', detail: 'You can only delete your own profile' });
    expect(await stored(profile.id)).toMatchObject({ id: profile.id, approvalStatus: 'approved' });
  });
});

describe('review: GET /api/experts/pending/ and POST /api/experts/profile/approve/{id}/', () => {
  it('lists pending profiles for admins only, oldest first', async () => {
    const { profile } = await expertWithProfile(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/experts/pending/', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ id: number; approval_status: string }[]>().map((item) => item.id);
    expect(ids).toContain(profile.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const role of ['expert', 'podcaster'] as const) {
      const { headers } = await loginAs(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/experts/pending/', headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/pending/' })).statusCode).toBe(401);
  });

  it('rejects a pending profile with a reason and approves it; only admins may', async () => {
    const owner = await expertWithProfile(t);
    const { profile } = owner;
    for (const role of ['expert', 'podcaster'] as const) {
      const { headers } = await loginAs(t, role);
      expect((await approve(profile.id, true, headers)).statusCode).toBe(403);
    }
    expect((await approve(profile.id, true, owner.headers)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/experts/profile/approve/${profile.id}/`,
      payload: { is_approved: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await stored(profile.id))!.approvalStatus).toBe('pending');

    const withoutReason = await t.app.inject({
      method: 'POST',
      url: `/api/experts/profile/approve/${profile.id}/`,
      headers: admin.headers,
      payload: { is_approved: false, reason: '   ' },
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toEqual({
      field_codes: { reason: ['invalid'] },
      reason: ['Write the reason the owner will see.'],
    });
    expect((await stored(profile.id))!.approvalStatus).toBe('pending');

    const rejected = await approve(profile.id, false);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      detail: 'Expert profile rejected successfully',
      profile: { id: profile.id, is_approved: false, approval_status: 'rejected', review_reason: REASON },
    });
    const pending = await t.app.inject({ method: 'GET', url: '/api/experts/pending/', headers: admin.headers });
    expect(pending.json<{ id: number }[]>().map((item) => item.id)).not.toContain(profile.id);
    expect((await approve(profile.id, false)).statusCode).toBe(409);

    const approved = await approve(profile.id, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      detail: 'Expert profile approved successfully',
      profile: { id: profile.id, is_approved: true, approval_status: 'approved', review_reason: null },
    });

    expect((await approve(999999, true)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/experts/profile/approve/${profile.id}/`,
      headers: admin.headers,
      payload: { is_approved: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      field_codes: { is_approved: ['invalid_type'] },
      is_approved: ['Must be a valid boolean.'],
    });
  });

  it("takes the original contract's rejection without a reason: audited, and the owner told none was given", async () => {
    const { profile, user } = await expertWithProfile(t);
    const mailsBefore = t.mail.messages.length;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/experts/profile/approve/${profile.id}/`,
      headers: admin.headers,
      payload: { is_approved: false },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      detail: 'Expert profile rejected successfully',
      profile: { id: profile.id, is_approved: false, approval_status: 'rejected', review_reason: null },
    });
    const [entry] = await t.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'expert'), eq(adminActions.targetId, profile.id)));
    expect(entry).toMatchObject({ adminId: admin.user.id, action: 'reject', reason: null });
    await t.runJobs();
    const mail = t.mail.messages.slice(mailsBefore).find((message) => message.to === user.email);
    expect(mail?.subject).toMatch(/was not approved/);
    expect(mail?.text).toContain('The admin gave no reason.');
  });
});

describe('visibility and privacy', () => {
  it('shows approved profiles to everybody, pending and rejected ones to their owner and admins only', async () => {
    const owner = await expertWithProfile(t);
    const other = await loginAs(t, 'expert');
    const detail = (headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/experts/profiles/${owner.profile.id}/`, headers });
    const listed = async (headers: Headers) =>
      (await t.app.inject({ method: 'GET', url: '/api/experts/?page_size=100', headers }))
        .json<{ results: { id: number }[] }>()
        .results.map((item) => item.id);

    for (const status of ['pending', 'rejected'] as const) {
      if (status === 'rejected') await approve(owner.profile.id, false);
      expect((await detail(undefined)).statusCode).toBe(404);
      expect((await detail(other.headers)).statusCode).toBe(404);
      expect((await detail(owner.headers)).json()).toMatchObject({ approval_status: status, is_approved: false });
      expect((await detail(admin.headers)).statusCode).toBe(200);
      expect(await listed(undefined)).not.toContain(owner.profile.id);
      expect(await listed(other.headers)).not.toContain(owner.profile.id);
      expect(await listed(owner.headers)).toContain(owner.profile.id);
      expect(await listed(admin.headers)).toContain(owner.profile.id);
      const reactions = await t.app.inject({
        method: 'GET',
        url: `/api/experts/profiles/${owner.profile.id}/reactions/`,
        headers: other.headers,
      });
      expect(reactions.statusCode).toBe(404);
    }
    await approve(owner.profile.id, true);
    expect((await detail(undefined)).statusCode).toBe(200);
    expect(await listed(other.headers)).toContain(owner.profile.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/profiles/999999/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/profiles/abc/' })).statusCode).toBe(400);
  });

  it('never shows the account email to another user', async () => {
    const owner = await expertWithProfile(t, { email: 'public@example.se' }, { approvedBy: admin.headers });
    const viewer = await loginAs(t, 'podcaster');
    await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${owner.profile.id}/react/`,
      headers: owner.headers,
      payload: {},
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${owner.profile.id}/add_comment/`,
      headers: owner.headers,
      payload: { content: 'Hej' },
    });
    const urls = [
      `/api/experts/profiles/${owner.profile.id}/`,
      '/api/experts/?page_size=100',
      `/api/experts/?search=${encodeURIComponent('Åsa')}`,
      '/api/experts/featured/',
      '/api/experts/profiles/featured/',
      `/api/experts/profiles/${owner.profile.id}/reactions/`,
      `/api/experts/profiles/${owner.profile.id}/comments/`,
    ];
    for (const url of urls) {
      for (const headers of [viewer.headers, undefined]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(owner.user.email);
      }
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/experts/profiles/${owner.profile.id}/`,
      headers: viewer.headers,
    });
    expect(detail.json()).toMatchObject({
      email: 'public@example.se',
      user: { id: owner.user.id, username: owner.user.username },
    });
    expect(Object.keys(detail.json<{ user: object }>().user)).toEqual(['id', 'username']);
  });
});

describe('addExpert helper', () => {
  it('creates approved profiles', async () => {
    const { headers } = await loginAs(t, 'expert');
    const profile = await addExpert(t, headers, {}, { approvedBy: admin.headers });
    expect((await stored(profile.id))!.approvalStatus).toBe('approved');
  });
});
