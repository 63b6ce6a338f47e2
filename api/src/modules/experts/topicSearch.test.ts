import { eq, inArray } from 'drizzle-orm';
import { bookingReviews, bookings, podcasts, users } from '../../db/schema';
import { DEMO_EXPERTS } from '../../demo/experts';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { seedDemoDirectory } from '../../testing/experts';
import { loginAs } from '../../testing/users';

// The expert directory's search on the demo directory: the searches a host types, in Swedish and English.
let t: TestApp;

type Summary = { terms: string[]; topics: { name: string; name_sv: string }[]; nearest_topics: { name: string }[] };
type PageBody = { count: number; results: { name: string }[]; search?: Summary };

const search = async (text: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/experts/?search=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return response.json<PageBody>();
};
const names = (body: PageBody) => body.results.map((item) => item.name);

const PSYCHOLOGISTS = ['Nadia Rahimi', 'Tobias Franzén'];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoDirectory(t);
}, 180_000);
afterAll(() => t.close());

describe('topic search in the expert directory', () => {
  it.each(['psychology', 'psykologi', 'Psykolog', 'psycholgy', 'mental health', 'psykisk hälsa'])(
    '%s finds both demo psychologists',
    async (text) => {
      const body = await search(text);
      expect(names(body)).toEqual(expect.arrayContaining(PSYCHOLOGISTS));
      expect(body.count).toBe(body.results.length);
    },
  );

  it('ranks the psychologists first for "psychology" (category and words above anything else)', async () => {
    const body = await search('psychology');
    expect(names(body).slice(0, 2).sort()).toEqual([...PSYCHOLOGISTS].sort());
    expect(body.search?.topics.map((topic) => topic.name)).toContain('Psychology');
    expect(body.search?.terms).toEqual(expect.arrayContaining(['psychology', 'psykologi']));
  });

  it('finds "pension" as written, in longer words and in other forms', async () => {
    const found = names(await search('pension'));
    // 'Pensions' (expertise), 'Pensionssparande' (talking point) and 'pensioner' (talking point).
    expect(found.slice(0, 2)).toEqual(expect.arrayContaining(['Henrik Ström', 'Oliver Brandt']));
  });

  it('finds English word forms: "historians" meets "History" and "historiker"', async () => {
    expect(names(await search('historians'))).toContain('Gustav Wiberg');
  });

  it('forgives one typo in a longer word and ranks exact words above it', async () => {
    expect(names(await search('vikingatidn'))).toEqual(['Gustav Wiberg']);
    expect(names(await search('fermentring'))).toEqual(['Ylva Hedman']);
  });

  it('does not guess at short words or find anything for nonsense', async () => {
    const body = await search('xqzvw');
    expect(body.count).toBe(0);
    expect(body.search?.nearest_topics.length).toBeGreaterThan(0);
  });

  it('offers the nearest topics when nothing matches', async () => {
    const body = await search('psykiatrii');
    expect(body.count).toBe(0);
    expect(body.search?.nearest_topics.map((topic) => topic.name)).toContain('Psychology');
  });

  it('filters by language, region, recording format and availability, alone and with a search', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?page_size=100&${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ count: number; results: { name: string; languages: string[]; region: string | null; recording_format: string; is_available: boolean }[] }>();
    };
    const farsi = await list('language=fa');
    expect(farsi.results.map((expert) => expert.name)).toEqual(['Nadia Rahimi']);
    const skane = await list('region=skane');
    expect(skane.count).toBe(DEMO_EXPERTS.filter((demo) => demo.region === 'skane').length);
    expect(skane.results.every((expert) => expert.region === 'skane')).toBe(true);
    const inPerson = await list('format=in_person');
    expect(inPerson.results.every((expert) => expert.recording_format !== 'remote')).toBe(true);
    expect(inPerson.count).toBe(DEMO_EXPERTS.filter((demo) => demo.format !== 'remote').length);
    const available = await list('available=true');
    expect(available.results.every((expert) => expert.is_available)).toBe(true);
    expect(available.count).toBe(DEMO_EXPERTS.length - DEMO_EXPERTS.filter((_, index) => index % 9 === 5).length);
    const stockholmPsychology = await list('search=psychology&region=stockholm');
    expect(stockholmPsychology.results.map((expert) => expert.name)).toEqual(['Nadia Rahimi']);
    for (const bad of ['language=svenska', 'region=mars', 'format=carrier-pigeon', 'available=maybe']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?${bad}` });
      expect(response.statusCode).toBe(400);
    }
  });

  it('filters and sorts by the record the database keeps from bookings and reviews', async () => {
    const { user: host } = await loginAs(t, 'podcaster');
    const [show] = await t.db
      .insert(podcasts)
      .values({ ownerId: host.id, title: 'Record show', description: 'For the record.' })
      .returning();
    const userOf = async (username: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const henrik = await userOf('henrik_strom');
    const nadia = await userOf('nadia_rahimi');
    const booking = (expertId: number, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
      podcastId: show!.id,
      podcasterId: host.id,
      expertId,
      topic: 'A topic',
      format: 'remote' as const,
      status: 'recorded' as const,
      startsAt: new Date(Date.now() - 86_400_000),
      ...extra,
    });
    const recorded = await t.db
      .insert(bookings)
      .values([booking(henrik), booking(henrik), booking(nadia), booking(nadia, { expertConfirmation: 'disputed' })])
      .returning();
    await t.db.insert(bookingReviews).values([
      { bookingId: recorded[0]!.id, reviewerId: host.id, revieweeId: henrik, rating: 4, text: 'Good.' },
      { bookingId: recorded[1]!.id, reviewerId: host.id, revieweeId: henrik, rating: 3, text: 'Fine.' },
      { bookingId: recorded[2]!.id, reviewerId: host.id, revieweeId: nadia, rating: 5, text: 'Great.' },
    ]);
    const list = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?page_size=100&${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ count: number; results: { name: string }[] }>();
    };
    expect(names(await list('recorded=true'))).toEqual(expect.arrayContaining(['Henrik Ström', 'Nadia Rahimi']));
    expect((await list('recorded=true')).count).toBe(2);
    expect(names(await list('min_rating=4'))).toEqual(['Nadia Rahimi']);
    expect(names(await list('sort=appearances')).slice(0, 2)).toEqual(['Henrik Ström', 'Nadia Rahimi']);
    const byRating = names(await list('sort=rating'));
    expect(byRating.slice(0, 2)).toEqual(['Nadia Rahimi', 'Henrik Ström']);
    expect(byRating).toHaveLength(DEMO_EXPERTS.length);
    expect(names(await list('search=pension&sort=appearances'))[0]).toBe('Henrik Ström');
    // Best match first, and among equal matches the guest with recorded appearances: both name pensions in their
    // talking points or expertise, Oliver Brandt's profile is the newer one.
    const pension = names(await list('search=pension'));
    expect(pension).toEqual(['Henrik Ström', 'Oliver Brandt']);
    // The record follows the bookings: recordings disputed later stop counting (new URLs: the public cache
    // does not see writes made past the API).
    await t.db
      .update(bookings)
      .set({ expertConfirmation: 'disputed' })
      .where(inArray(bookings.id, [recorded[0]!.id, recorded[1]!.id]));
    expect(names(await list('recorded=true&page=1'))).toEqual(['Nadia Rahimi']);
    for (const bad of ['min_rating=6', 'min_rating=four', 'sort=cheapest', 'recorded=often']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?${bad}` });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps the typed words out of the query syntax', async () => {
    for (const text of ["psych' | !a:*", '&&&', 'a:* & b', '%_%']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
    }
  });
});
