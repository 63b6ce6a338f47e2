/**
 * The item a like or a comment belongs to. Podcasts and experts name the same ideas differently
 * (`/podcasts/{id}/like/` answers 'liked' | 'unliked', `/experts/profiles/{id}/react/` answers
 * 'reaction removed' | anything else), so the fetchers in `api/` speak to each and the widgets stay the same.
 */
export interface SocialTarget {
  type: 'podcast' | 'expert';
  id: number;
}

export interface LikeState {
  liked: boolean;
  count: number;
}

export interface SocialCommentAuthor {
  id: number;
  username: string;
  /** The name to show (an expert's profile name, else the username); older APIs sent the username only. */
  display_name?: string;
  /** The author's profile picture (absolute URL), or null without one. */
  picture?: string | null;
}

/** An admin hid the comment: when, and the reason its author was told. */
export interface CommentHiding {
  at: string;
  reason: string;
}

/** A comment as the widgets need it; `replies` nested, or a flat list with `parent` ids: both are accepted. */
export interface SocialComment {
  id: number;
  content: string;
  parent: number | null;
  created_at: string;
  updated_at?: string;
  user: SocialCommentAuthor;
  replies?: SocialComment[];
  /** Hidden by an admin; only admins are sent hidden comments (older APIs sent no such field). */
  hidden?: CommentHiding | null;
  /** Sent to admins only: what they may do to the comment now (hide, restore); the API decides, not the widget. */
  moderation?: { actions: string[] };
}

/** The root of every query key of one item's likes and comments. */
export function socialKey(target: SocialTarget) {
  return ['social', target.type, target.id] as const;
}
