import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastGuestTopics, topics } from '../../db/schema';
import { FieldErrors } from '../../errors';

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
