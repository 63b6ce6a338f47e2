import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { expertProfileCategories, expertProfiles, users } from '../../db/schema';
import { FieldErrors } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Db } from '../../db/client';
import type { FileStore } from '../../uploads/fileStore';
import { personColumns, personView } from './people';
import type { UserType } from './rules';
import { MAX_USER_SEARCH_RESULTS, type UserSearchResult } from './schemas';

export interface UserSearchInput {
  search?: string;
  user_type?: UserType;
  category?: number;
}

/** `text` lower-cased without accents, as the trigram indexes store it (migration 0001's podbridge_unaccent). */
const folded = (column: SQL) => sql`podbridge_unaccent(lower(${column}))`;

/** A LIKE pattern, `text` lower-cased and its own backslash, % and _ taken literally, without accents. */
const likePattern = (prefix: string, text: string, suffix: string) =>
  sql`podbridge_unaccent(${`${prefix}${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}${suffix}`})`;

/**
 * Users to message, for a signed-in user: part of a username, and for experts of their (approved) profile's name
 * or expertise, case and accents ignored; each part is one trigram-indexed lookup, joined by UNION. Never the
 * caller, never an unverified account, at most MAX_USER_SEARCH_RESULTS: usernames starting with the text first,
 * then alphabetical. Each comes with the name and picture the site shows them by. Emails are neither matched nor
 * shown.
 */
export async function searchUsers(
  ctx: { db: Db; files: Pick<FileStore, 'urlOf'> },
  user: AuthenticatedUser,
  input: UserSearchInput,
): Promise<UserSearchResult[]> {
  if (input.category !== undefined && input.user_type !== 'expert') {
    throw new FieldErrors({ category: ['Choose Experts to filter by category.'] });
  }
  const text = input.search?.trim() ?? '';
  const conditions: (SQL | undefined)[] = [ne(users.id, user.id), isNotNull(users.emailVerifiedAt)];
  if (input.user_type) conditions.push(eq(users.userType, input.user_type));
  if (input.category !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${expertProfileCategories} WHERE ${expertProfileCategories.profileId} = ${expertProfiles.id} AND ${expertProfileCategories.categoryId} = ${input.category})`,
    );
  }
  if (text) {
    const pattern = likePattern('%', text, '%');
    conditions.push(sql`${users.id} IN (
      SELECT ${users.id} FROM ${users} WHERE ${folded(sql`${users.username}`)} LIKE ${pattern}
      UNION
      SELECT ${expertProfiles.userId} FROM ${expertProfiles}
        WHERE ${expertProfiles.approvalStatus} = 'approved' AND ${expertProfiles.searchName} LIKE ${pattern}
      UNION
      SELECT ${expertProfiles.userId} FROM ${expertProfiles}
        WHERE ${expertProfiles.approvalStatus} = 'approved'
          AND ${folded(sql`podbridge_join_words(${expertProfiles.expertise})`)} LIKE ${pattern}
    )`);
  }
  const usernamesStartingFirst = text
    ? [desc(sql`(${folded(sql`${users.username}`)} LIKE ${likePattern('', text, '%')})`)]
    : [];
  const rows = await ctx.db
    .select({ ...personColumns(users), userType: users.userType, expertise: expertProfiles.expertise })
    .from(users)
    .leftJoin(expertProfiles, and(eq(expertProfiles.userId, users.id), eq(expertProfiles.approvalStatus, 'approved')))
    .where(and(...conditions))
    .orderBy(...usernamesStartingFirst, asc(sql`lower(${users.username})`), asc(users.id))
    .limit(MAX_USER_SEARCH_RESULTS);
  return rows.map((row) => ({
    ...personView(ctx.files, row),
    user_type: row.userType,
    ...(row.userType === 'expert' ? { expertise: row.expertise?.length ? row.expertise.join(', ') : null } : {}),
  }));
}
