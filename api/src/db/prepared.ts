import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement (drizzle's `.prepare(name)`) built the first time it is asked for on this database, then
 * kept: running it costs no query building, and PostgreSQL parses and plans it once per connection. `name` is the
 * statement's name and must belong to one statement text.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  if (!named.has(name)) named.set(name, prepare(name));
  return named.get(name) as T;
}
