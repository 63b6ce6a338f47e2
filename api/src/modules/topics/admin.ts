import { and, count, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../db/client';
import { categories, expertCategories, topics } from '../../db/schema';
import { FieldErrors, notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAdminAction } from '../admin/audit';
import { byEnglishName } from './listing';
import { forgetSearchPlans } from './searchPlan';
import type { AdminTopic, NewTopicBody, TopicChangesBody } from './schemas';

type Admin = Pick<AuthenticatedUser, 'id' | 'username'>;

export const TOPIC_NAME_TAKEN = 'A topic with this English name already exists.';

/**
 * Serializes the writes that name topics: the unique constraint on name_en is case-sensitive, so two admins adding
 * "Law" and "law" at once would both pass a check made without it.
 */
const TOPIC_NAMES_LOCK = 20260421;

/** Topics with their aliases and how many categories of each kind stand for them (the tables hold dozens of rows). */
function selectAdminTopics(db: Db) {
  const experts = db
    .select({ topicId: expertCategories.topicId, n: count().as('expert_count') })
    .from(expertCategories)
    .groupBy(expertCategories.topicId)
    .as('expert_counts');
  const podcasts = db
    .select({ topicId: categories.topicId, n: count().as('podcast_count') })
    .from(categories)
    .groupBy(categories.topicId)
    .as('podcast_counts');
  return db
    .select({
      id: topics.id,
      name: topics.nameEn,
      name_sv: topics.nameSv,
      aliases: topics.aliases,
      expert_categories: sql<number>`coalesce(${experts.n}, 0)`.mapWith(Number),
      podcast_categories: sql<number>`coalesce(${podcasts.n}, 0)`.mapWith(Number),
    })
    .from(topics)
    .leftJoin(experts, eq(experts.topicId, topics.id))
    .leftJoin(podcasts, eq(podcasts.topicId, topics.id))
    .$dynamic();
}

/** Every topic with its aliases and the categories that stand for it, by English name. */
export async function listAdminTopics(db: Db): Promise<AdminTopic[]> {
  return selectAdminTopics(db).orderBy(...byEnglishName);
}

async function adminTopic(db: Db, id: number): Promise<AdminTopic> {
  const [topic] = await selectAdminTopics(db).where(eq(topics.id, id));
  if (!topic) throw notFound();
  return topic;
}

/** The aliases as given, without repeats (case ignored; the first spelling stays). */
function distinctAliases(aliases: readonly string[]): string[] {
  const seen = new Set<string>();
  return aliases.filter((alias) => {
    const key = alias.toLocaleLowerCase('sv');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const nameTaken = () => new FieldErrors({ name: [TOPIC_NAME_TAKEN] }, { name: ['name_taken'] });

/** 400 on `name` when another topic has this English name, whatever the case. Call it holding TOPIC_NAMES_LOCK. */
async function assertNameFree(tx: Db, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${topics.nameEn}) = lower(${name})`;
  const [other] = await tx
    .select({ id: topics.id })
    .from(topics)
    .where(exceptId === undefined ? sameName : and(sameName, ne(topics.id, exceptId)))
    .limit(1);
  if (other) throw nameTaken();
}

async function lockTopicNames(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TOPIC_NAMES_LOCK}::bigint)`);
}

/** A write that lost a race on the name anyway (another tool writing without the lock) is the same 400. */
function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'topics_name_en_key')) throw nameTaken();
  throw error;
}

/** Adds a topic, with its audit entry; 400 on `name` when the English name is taken (case ignored). */
export async function createTopic(db: Db, admin: Admin, input: NewTopicBody): Promise<AdminTopic> {
  const topic = await db
    .transaction(async (tx) => {
      await lockTopicNames(tx);
      await assertNameFree(tx, input.name);
      const [created] = await tx
        .insert(topics)
        .values({ nameEn: input.name, nameSv: input.name_sv, aliases: distinctAliases(input.aliases ?? []) })
        .returning({ id: topics.id });
      const id = created!.id;
      await recordAdminAction(tx, admin, {
        action: 'create_topic',
        targetType: 'topic',
        targetId: id,
        targetLabel: input.name,
      });
      return adminTopic(tx, id);
    })
    .catch(rethrowNameTaken);
  // Searches now meet the topic.
  forgetSearchPlans(db);
  return topic;
}

interface TopicNames {
  nameEn: string;
  nameSv: string;
  aliases: string[];
}

/** What an edit changed, for the audit trail ("English name was "Law"; aliases added: legal"), or null for nothing. */
function changeSummary(before: TopicNames, after: TopicNames): string | null {
  const parts: string[] = [];
  if (after.nameEn !== before.nameEn) parts.push(`English name was "${before.nameEn}"`);
  if (after.nameSv !== before.nameSv) parts.push(`Swedish name was "${before.nameSv}"`);
  const added = after.aliases.filter((alias) => !before.aliases.includes(alias));
  const removed = before.aliases.filter((alias) => !after.aliases.includes(alias));
  if (added.length > 0) parts.push(`aliases added: ${added.join(', ')}`);
  if (removed.length > 0) parts.push(`aliases removed: ${removed.join(', ')}`);
  if (parts.length === 0 && after.aliases.join('\n') !== before.aliases.join('\n')) parts.push('aliases reordered');
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Changes a topic's names or aliases (omitted fields stay), with an audit entry that says what changed; an edit
 * that changes nothing records nothing. 404 for an unknown topic, 400 on `name` when the English name is taken.
 */
export async function updateTopic(db: Db, admin: Admin, id: number, changes: TopicChangesBody): Promise<AdminTopic> {
  const topic = await db
    .transaction(async (tx) => {
      if (changes.name !== undefined) await lockTopicNames(tx);
      const [current] = await tx
        .select({ nameEn: topics.nameEn, nameSv: topics.nameSv, aliases: topics.aliases })
        .from(topics)
        .where(eq(topics.id, id))
        .for('update');
      if (!current) throw notFound();
      const next: TopicNames = {
        nameEn: changes.name ?? current.nameEn,
        nameSv: changes.name_sv ?? current.nameSv,
        aliases: changes.aliases === undefined ? current.aliases : distinctAliases(changes.aliases),
      };
      const summary = changeSummary(current, next);
      if (summary !== null) {
        if (next.nameEn !== current.nameEn) await assertNameFree(tx, next.nameEn, id);
        await tx.update(topics).set(next).where(eq(topics.id, id));
        await recordAdminAction(tx, admin, {
          action: 'update_topic',
          targetType: 'topic',
          targetId: id,
          targetLabel: next.nameEn,
          reason: summary,
        });
      }
      return adminTopic(tx, id);
    })
    .catch(rethrowNameTaken);
  // Searches meet it by its new names.
  forgetSearchPlans(db);
  return topic;
}

/**
 * Deletes a topic, with its audit entry (which says how many categories stood for it): its categories stay and
 * stand for no topic (the foreign keys set null), and shows looking for guests on it no longer list it (cascade).
 * 404 for an unknown topic.
 */
export async function deleteTopic(db: Db, admin: Admin, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [experts] = await tx.select({ n: count() }).from(expertCategories).where(eq(expertCategories.topicId, id));
    const [podcasts] = await tx.select({ n: count() }).from(categories).where(eq(categories.topicId, id));
    const [removed] = await tx.delete(topics).where(eq(topics.id, id)).returning({ name: topics.nameEn });
    if (!removed) throw notFound();
    const counted = [
      experts?.n ? `${experts.n} expert ${experts.n === 1 ? 'category' : 'categories'}` : null,
      podcasts?.n ? `${podcasts.n} podcast ${podcasts.n === 1 ? 'category' : 'categories'}` : null,
    ].filter((part): part is string => part !== null);
    await recordAdminAction(tx, admin, {
      action: 'delete_topic',
      targetType: 'topic',
      targetId: id,
      targetLabel: removed.name,
      reason: counted.length > 0 ? `${counted.join(' and ')} no longer stand for a topic.` : null,
    });
  });
  forgetSearchPlans(db);
}
