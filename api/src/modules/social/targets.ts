import type { Db } from '../../db/client';
import type { socialTargetType } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { FileStore } from '../../uploads/fileStore';

export type TargetType = (typeof socialTargetType.enumValues)[number];

/** Who is asking: a signed-in user or an anonymous visitor. */
export type Viewer = AuthenticatedUser | null;

/**
 * A kind of item that can be commented on and liked. The module that owns the items registers one (podcasts
 * now, experts next) and says who may see an item: comments and likes are only for items the viewer can see.
 */
export interface TargetKind {
  type: TargetType;
  /** Resolves when the item exists and the viewer may see it; otherwise throws notFound(). */
  assertVisible(db: Db, id: number, viewer: Viewer): Promise<void>;
}

/** What the comment and reaction lists need: the database, and the files people's pictures are served from. */
export interface SocialContext {
  db: Db;
  files: Pick<FileStore, 'urlOf'>;
}

/** One item of a kind. */
export interface Target {
  kind: TargetKind;
  id: number;
}
