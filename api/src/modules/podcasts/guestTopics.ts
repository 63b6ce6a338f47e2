import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastGuestTopics, topics } from '../../db/schema';
import { FieldErrors } from '../../errors';
import type { TopicRef } from '../topics/schemas';

/** The topics many shows are looking for guests on, in each show's order, in one query. */
export async function guestTopicsOf(db: Db, podcastIds: number[]): Promise<Map<number, TopicRef[]>> {
  const byPodcast = new Map<number, TopicRef[]>(podcastIds.map((id) => [id, []]));
  if (podcastIds.length === 0) return byPodcast;
  const rows = await db
    .select({ podcastId: podcastGuestTopics.podcastId, id: topics.id, name: topics.nameEn, name_sv: topics.nameSv })
    .from(podcastGuestTopics)
    .innerJoin(topics, eq(topics.id, podcastGuestTopics.topicId))
    .where(inArray(podcastGuestTopics.podcastId, podcastIds))
    .orderBy(asc(podcastGuestTopics.podcastId), asc(podcastGuestTopics.position));
  for (const { podcastId, ...topic } of rows) byPodcast.get(podcastId)!.push(topic);
  return byPodcast;
}

/**
 * Replaces a show's guest topics with `topicIds` in that order (duplicates dropped), inside the caller's
 * transaction; an unknown topic is a 400 on the field and changes nothing.
 */
export async function replaceGuestTopics(tx: Db, podcastId: number, topicIds: number[]): Promise<void> {
  const ids = [...new Set(topicIds)];
  if (ids.length > 0) {
    const found = await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids));
    if (found.length !== ids.length) throw new FieldErrors({ guest_topic_ids: ['Invalid topic.'] });
  }
  await tx.delete(podcastGuestTopics).where(eq(podcastGuestTopics.podcastId, podcastId));
  if (ids.length > 0) {
    await tx
      .insert(podcastGuestTopics)
      .values(ids.map((topicId, position) => ({ podcastId, topicId, position })));
  }
}
