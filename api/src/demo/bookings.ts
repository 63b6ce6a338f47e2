import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingReviews, bookings, bookingSlots, podcasts } from '../db/schema';
import type { AuthenticatedUser } from '../plugins/auth';

const DAY = 86_400_000;

/** A time `days` from now at `hour`:00 UTC (10:00 or 11:00 in Stockholm for the demo's hours). */
function dayAt(days: number, hour: number): Date {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
}

/**
 * Bookings at every stage, so the Bookings page, the navigation badge and the experts' track records have something
 * to show: a recorded episode both sides reviewed, one scheduled next week, an invitation waiting for an expert and
 * a counter-proposal waiting for a podcaster. Stored directly (the lifecycle refuses times in the past) and without
 * emails.
 */
export async function seedBookings(db: Db, podcasters: AuthenticatedUser[], experts: AuthenticatedUser[]): Promise<number> {
  const podcastOf = async (owner: AuthenticatedUser) => {
    const [podcast] = await db
      .select({ id: podcasts.id })
      .from(podcasts)
      .where(and(eq(podcasts.ownerId, owner.id), eq(podcasts.approvalStatus, 'approved')))
      .orderBy(asc(podcasts.id))
      .limit(1);
    if (!podcast) throw new Error(`The demo podcaster ${owner.username} has no published podcast.`);
    return podcast.id;
  };
  const book = async (
    podcaster: AuthenticatedUser,
    expert: AuthenticatedUser,
    values: Partial<typeof bookings.$inferInsert> & { topic: string },
  ) => {
    const [created] = await db
      .insert(bookings)
      .values({ podcastId: await podcastOf(podcaster), podcasterId: podcaster.id, expertId: expert.id, format: 'remote', recordingLink: 'https://studio.example.se/room/demo', ...values })
      .returning({ id: bookings.id });
    return created!.id;
  };
  const [anna, second, third] = podcasters;
  const [karin, lars, sofia] = experts;
  if (!anna || !second || !third || !karin || !lars || !sofia) throw new Error('The demo needs three podcasters and three experts.');

  const recorded = await book(anna, karin, {
    topic: 'Why we put things off',
    status: 'recorded',
    startsAt: dayAt(-12, 9),
    expertConfirmation: 'confirmed',
    episodeLink: 'https://podcasts.example.se/1/episodes/42',
    createdAt: dayAt(-20, 9),
  });
  await db.insert(bookingReviews).values([
    { bookingId: recorded, reviewerId: anna.id, revieweeId: karin.id, rating: 5, text: 'Well prepared, warm and clear. Listeners wrote in for weeks.' },
    { bookingId: recorded, reviewerId: karin.id, revieweeId: anna.id, rating: 5, text: 'Great questions and a relaxed studio. Would come back any time.' },
  ]);
  await book(second, lars, { topic: 'The Baltic Sea in ten years', status: 'scheduled', startsAt: dayAt(6, 12), createdAt: dayAt(-3, 9) });
  const waiting = await book(third, karin, { topic: 'Couples and chores', note: 'About 45 minutes, relaxed.', createdAt: dayAt(-1, 9) });
  await db.insert(bookingSlots).values([
    { bookingId: waiting, round: 1, startsAt: dayAt(9, 9), proposedBy: 'podcaster' },
    { bookingId: waiting, round: 1, startsAt: dayAt(10, 13), proposedBy: 'podcaster' },
  ]);
  const countered = await book(anna, sofia, { topic: 'Nordic food traditions', status: 'proposed', round: 2, format: 'in_person', place: 'Studio 4, Götgatan 9, Stockholm', recordingLink: null });
  await db.insert(bookingSlots).values([
    { bookingId: countered, round: 1, startsAt: dayAt(4, 9), proposedBy: 'podcaster' },
    { bookingId: countered, round: 2, startsAt: dayAt(8, 13), proposedBy: 'expert' },
  ]);
  return 4;
}
