import { sql } from 'drizzle-orm';
import { genericPlansOf, type Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement (drizzle's `.prepare(name)`) built the first time it is asked for on this database, then
 * kept: running it costs no query building, and PostgreSQL parses and plans it once per connection (its generic
 * plan: see genericPlansOf). `prepare` builds it on the database it is given, never on `db` itself. `name` is the
 * statement's name and must belong to one statement text.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string, on: Db) => T): T {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  if (!named.has(name)) named.set(name, prepare(name, genericPlansOf(db)));
  return named.get(name) as T;
}

/**
 * The placeholders the listings' prepared statements share: the viewer, a category, a page's limit and offset, an
 * item's id (callers pass 0 where a shape does not use one).
 */
export const placeholders = {
  viewer: sql.placeholder('viewer'),
  category: sql.placeholder('category'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  id: sql.placeholder('id'),
};

/** A plain list's two prepared statements (see placeholders): its page's rows and its total. */
export interface PlainListStatements<Row> {
  page: { execute(values: Record<string, unknown>): Promise<Row[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
}

/** Runs a plain list's page and count side by side for the viewer (null: a visitor), a category and a page. */
export async function runPlainList<Row>(
  statements: PlainListStatements<Row>,
  viewerId: number | null,
  category: number | undefined,
  page: { pageSize: number; offset: number },
): Promise<{ rows: Row[]; count: number }> {
  const values = { viewer: viewerId ?? 0, category: category ?? 0, limit: page.pageSize, offset: page.offset };
  const [rows, [total]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { rows, count: total?.total ?? 0 };
}
