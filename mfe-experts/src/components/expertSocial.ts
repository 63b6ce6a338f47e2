import type { CommentsAdapter, LikeAdapter } from '@podbridge/shared/social';
import {
  addExpertComment,
  deleteExpertComment,
  editExpertComment,
  fetchExpertComments,
  fetchExpertReactions,
  reactToExpert,
} from '../api';

/** The react endpoint's answer when a like was taken back; any other status means liked (spec section 4). */
export const REACTION_REMOVED = 'reaction removed';

/** The shared LikeButton on an expert: liked when one of the reactions is the current user's; count = likes. */
export function expertLikeAdapter(id: number, currentUserId: number | null): LikeAdapter {
  return {
    async load() {
      const likes = (await fetchExpertReactions(id)).filter((reaction) => reaction.reaction_type === 'like');
      return { liked: likes.some((reaction) => reaction.user.id === currentUserId), count: likes.length };
    },
    async toggle() {
      const { status, likes_count } = await reactToExpert(id);
      const liked = status !== REACTION_REMOVED;
      return typeof likes_count === 'number' ? { liked, count: likes_count } : { liked };
    },
  };
}

/** The shared Comments on an expert: `add_comment/`, `edit_comment/` and `delete_comment/` carry the comment id. */
export function expertCommentsAdapter(id: number): CommentsAdapter {
  return {
    list: () => fetchExpertComments(id),
    add: (content, parent) => addExpertComment(id, content, parent),
    edit: (commentId, content) => editExpertComment(id, commentId, content),
    remove: (commentId) => deleteExpertComment(id, commentId),
  };
}
