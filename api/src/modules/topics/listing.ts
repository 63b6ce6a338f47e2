import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { topics } from '../../db/schema';
import type { Topic } from './schemas';

/** Topics in the order people read them: by English name, case ignored. */
export const byEnglishName = [asc(sql`lower(${topics.nameEn})`), asc(topics.nameEn)];

/** Every topic, by English name: what podcasters pick the topics they look for guests on from. */
export async function listTopics(db: Db): Promise<Topic[]> {
  return db
    .select({ id: topics.id, name: topics.nameEn, name_sv: topics.nameSv })
    .from(topics)
    .orderBy(...byEnglishName);
}
