import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SiteLanguage } from './rules';
import type { PersonRef } from '../../http/schemas';
import type { FileStore } from '../../uploads/fileStore';

/**
 * A column named with its table or alias: drizzle leaves columns unqualified in a one-table statement, and inside the
 * subqueries below an unqualified `"id"` would name the profile's own id.
 */
const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * How the API names and pictures a person wherever it shows one: an expert by their profile's name, anyone else
 * by their username (a podcaster profile has no name); the expert profile's picture, else the podcaster profile's.
 * Correlated subqueries on the profiles' unique `user_id` indexes, so any statement that selects people gets them
 * without a query per person. The username stays beside them: it is what identifies the account.
 */
export function personColumns<Id extends AnyPgColumn, Username extends AnyPgColumn>(user: {
  id: Id;
  username: Username;
}): { id: Id; username: Username; displayName: SQL<string>; pictureKey: SQL<string | null> } {
  const id = qualified(user.id);
  return {
    id: user.id,
    username: user.username,
    displayName: sql<string>`coalesce(
      (SELECT p.name FROM expert_profiles AS p WHERE p.user_id = ${id}),
      ${qualified(user.username)}
    )`,
    pictureKey: sql<string | null>`coalesce(
      (SELECT p.profile_picture FROM expert_profiles AS p WHERE p.user_id = ${id}),
      (SELECT p.profile_picture FROM podcaster_profiles AS p WHERE p.user_id = ${id})
    )`,
  };
}

/** A person as selected by `personColumns`. */
export interface PersonRow {
  id: number;
  username: string;
  displayName: string;
  pictureKey: string | null;
}

/** A person as responses show them (`PersonRef`): the picture as the absolute URL profile pictures have everywhere. */
export function personView(files: Pick<FileStore, 'urlOf'>, row: PersonRow): PersonRef {
  return { id: row.id, username: row.username, display_name: row.displayName, picture: files.urlOf(row.pictureKey) };
}

/**
 * The columns of an email's recipient (users/emails.ts `Recipient`) from `users` or an alias of it: the address, the
 * language they chose, and the name they are greeted by (`personColumns`' display name).
 */
export function recipientColumns(user: {
  id: AnyPgColumn;
  email: AnyPgColumn<{ data: string; notNull: true }>;
  username: AnyPgColumn<{ data: string; notNull: true }>;
  language: AnyPgColumn<{ data: SiteLanguage; notNull: true }>;
}) {
  return {
    email: user.email,
    username: user.username,
    language: user.language,
    name: personColumns(user).displayName,
  };
}
