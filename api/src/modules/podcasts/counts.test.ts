import { and, count, eq, sql } from 'drizzle-orm';
import { podcasts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, categoryId, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  // Counts are what is tested: no answer comes from the public cache (one step changes a row behind the API).
  t = await buildTestApp({ publicCacheTtlMs: 0 });
});
afterAll(() => t.close());

/** What the list says, for a visitor or a member, in a category or all. */
const listed = async (category?: number, headers?: { authorization: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/podcasts/${category === undefined ? '' : `?category=${category}`}`,
      headers,
    })
  ).json<{ count: number }>().count;

/** The same counted row by row. */
const exact = async (category?: number, ownerId?: number) =>
  (
    await t.db
      .select({ total: count() })
      .from(podcasts)
      .where(
        and(
          ownerId === undefined ? eq(podcasts.isApproved, true) : undefined,
          category === undefined ? undefined : eq(podcasts.categoryId, category),
        ),
      )
  )[0]!.total;

describe('the counts the database keeps', () => {
  it('follow publishing, a change of category, unpublishing and deleting, for visitors and members alike', async () => {
    const admin = await loginAs(t, 'admin');
    const owner = await podcasterWithProfile(t);
    const [history, science] = [await categoryId(t, 'History'), await categoryId(t, 'Science')];
    const expectInStep = async () => {
      for (const category of [undefined, history, science]) {
        expect(await listed(category)).toBe(await exact(category));
      }
    };
    await addPodcast(t, owner.headers, { title: 'Already out', category_id: history }, { approvedBy: admin.headers });
    await expectInStep();

    // Pending: not counted for visitors, counted for its owner (who sees it in the list).
    const pending = await addPodcast(t, owner.headers, { title: 'Not yet', category_id: history });
    await expectInStep();
    expect(await listed(history, owner.headers)).toBe((await exact(history)) + 1);
    expect(await listed(undefined, admin.headers)).toBe(await exact(undefined, 0));

    await t.app.inject({ method: 'POST', url: `/api/podcasts/${pending.id}/approve/`, headers: admin.headers });
    await expectInStep();
    expect(await listed(history)).toBe(2);

    await t.db.update(podcasts).set({ categoryId: science }).where(eq(podcasts.id, pending.id));
    await expectInStep();
    expect([await listed(history), await listed(science)]).toEqual([1, 1]);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin_dashboard/podcasts/${pending.id}/unpublish/`,
      headers: admin.headers,
      payload: { reason: 'Wrong link.' },
    });
    await expectInStep();
    expect(await listed(science)).toBe(0);

    const gone = await addPodcast(
      t,
      owner.headers,
      { title: 'Short-lived', category_id: science },
      { approvedBy: admin.headers },
    );
    expect(await listed(science)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${gone.id}/`, headers: owner.headers });
    await expectInStep();
    expect(await listed(science)).toBe(0);
  });

  it('count a statement that writes many rows once, for inserts, moves and deletes', async () => {
    const owner = await podcasterWithProfile(t);
    const [music, sport] = [await categoryId(t, 'Music'), await categoryId(t, 'Sports')];
    const before = await listed();
    await t.db.execute(sql`
      INSERT INTO podcasts (owner_id, category_id, title, description, approval_status)
      SELECT ${owner.user.id}, CASE WHEN g % 2 = 0 THEN ${music}::int END, 'Bulk ' || g, 'Imported.',
             (CASE WHEN g % 5 = 0 THEN 'pending' ELSE 'approved' END)::approval_status
      FROM generate_series(1, 40) g`);
    expect(await listed()).toBe(before + 32);
    expect(await listed(music)).toBe(await exact(music));
    await t.db.update(podcasts).set({ categoryId: sport }).where(eq(podcasts.categoryId, music));
    expect([await listed(music), await listed(sport)]).toEqual([0, await exact(sport)]);
    await t.db.delete(podcasts).where(eq(podcasts.ownerId, owner.user.id));
    expect(await listed()).toBe(before);
    expect(await listed(sport)).toBe(await exact(sport));
  });
});
