/**
 * Adapters connect the shared social widgets to one domain's endpoints. Podcasts and experts name the same ideas
 * differently (`/podcasts/{id}/like/` answers 'liked' | 'unliked', `/experts/profiles/{id}/react/` answers
 * 'reaction removed' | 'reaction added'), so each remote writes its adapter and the widgets stay the same.
 * Create an adapter once per item (`useMemo(() => expertLikeAdapter(id), [id])`): a new adapter reloads the widget.
 *
 * An expert like adapter, for example:
 * ```ts
 * export function expertLikeAdapter(id: number, currentUserId: number | null): LikeAdapter {
 *   const base = `/experts/profiles/${id}`;
 *   return {
 *     async load() {
 *       const { data } = await apiClient.get<{ reaction_type: string; user: { id: number } }[]>(`${base}/reactions/`);
 *       const likes = data.filter((reaction) => reaction.reaction_type === 'like');
 *       return { liked: likes.some((reaction) => reaction.user.id === currentUserId), count: likes.length };
 *     },
 *     async toggle() {
 *       const { data } = await apiClient.post<{ status: string }>(`${base}/react/`, { reaction_type: 'like' });
 *       return { liked: data.status !== 'reaction removed' };
 *     },
 *   };
 * }
 * ```
 * and its comments adapter maps `add` to `POST add_comment/ {content, parent}`, `edit` to
 * `PUT edit_comment/ {comment_id, content}` and `remove` to `DELETE delete_comment/?comment_id=X`.
 */
export interface LikeState {
  liked: boolean;
  count: number;
}

export interface LikeAdapter {
  /** The current user's like and the total; called only for a signed-in visitor. */
  load(): Promise<LikeState>;
  /** Flips the current user's like; `count` when the server reports it, else the optimistic count stays. */
  toggle(): Promise<{ liked: boolean; count?: number }>;
}

export interface SocialCommentAuthor {
  id: number;
  username: string;
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
}

export interface CommentsAdapter {
  list(): Promise<SocialComment[]>;
  add(content: string, parent?: number): Promise<SocialComment>;
  edit(commentId: number, content: string): Promise<unknown>;
  remove(commentId: number): Promise<unknown>;
}
