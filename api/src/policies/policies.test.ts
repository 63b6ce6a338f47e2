import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { podcasts } from '../db/schema';
import { HttpError, NOT_ALLOWED } from '../errors';
import { assertOwner } from './owner';
import { assertOwnerOrAdmin } from './ownerOrAdmin';
import { maySee, visibleWhere } from './visibility';

const owner = { id: 1, isAdmin: false };
const stranger = { id: 2, isAdmin: false };
const admin = { id: 3, isAdmin: true };

/** The 403 a rule throws, or undefined when it lets the actor through. */
function refusal(check: () => void): { statusCode: number; detail: string } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { statusCode: error.statusCode, detail: error.detail };
  }
}

describe('assertOwner', () => {
  it('lets the owner through', () => {
    expect(refusal(() => assertOwner(owner, 1))).toBeUndefined();
  });

  it('refuses anyone else, admins included, with the permission message', () => {
    expect(refusal(() => assertOwner(stranger, 1))).toEqual({ statusCode: 403, detail: NOT_ALLOWED });
    expect(refusal(() => assertOwner(admin, 1))).toEqual({ statusCode: 403, detail: NOT_ALLOWED });
  });

  it('refuses with the message it is given', () => {
    expect(refusal(() => assertOwner(stranger, 1, 'You can only edit your own profile'))).toEqual({
      statusCode: 403,
      detail: 'You can only edit your own profile',
    });
  });
});

describe('assertOwnerOrAdmin', () => {
  it('lets the owner and admins through', () => {
    expect(refusal(() => assertOwnerOrAdmin(owner, 1))).toBeUndefined();
    expect(refusal(() => assertOwnerOrAdmin(admin, 1))).toBeUndefined();
  });

  it('refuses anyone else, with the permission message or the one it is given', () => {
    expect(refusal(() => assertOwnerOrAdmin(stranger, 1))).toEqual({ statusCode: 403, detail: NOT_ALLOWED });
    expect(refusal(() => assertOwnerOrAdmin(stranger, 1, 'You can only delete your own profile'))).toEqual({
      statusCode: 403,
      detail: 'You can only delete your own profile',
    });
  });
});

describe('maySee', () => {
  const pending = { published: false, ownerId: 1 };

  it('shows a published item to everybody, anonymous visitors included', () => {
    for (const viewer of [null, owner, stranger, admin])
      expect(maySee(viewer, { published: true, ownerId: 1 })).toBe(true);
  });

  it('shows an unpublished item only to its owner and admins', () => {
    expect(maySee(owner, pending)).toBe(true);
    expect(maySee(admin, pending)).toBe(true);
    expect(maySee(stranger, pending)).toBe(false);
    expect(maySee(null, pending)).toBe(false);
  });
});

describe('visibleWhere', () => {
  const dialect = new PgDialect({ casing: 'snake_case' });
  const published = eq(podcasts.isApproved, true);
  const query = (viewer: Parameters<typeof visibleWhere>[0]) => {
    const condition = visibleWhere(viewer, published, podcasts.ownerId);
    return condition && dialect.sqlToQuery(condition);
  };

  it('does not filter for admins', () => {
    expect(query(admin)).toBeUndefined();
  });

  it('keeps published items only for anonymous visitors', () => {
    expect(query(null)).toEqual(dialect.sqlToQuery(published));
  });

  it("adds the signed-in user's own items", () => {
    const { sql, params } = query(stranger)!;
    expect(sql).toMatch(/ or /);
    expect(sql).toContain('"owner_id"');
    expect(params).toEqual([true, 2]);
  });
});
