import type { CommentsAdapter, LikeAdapter } from '@podbridge/shared/social';
import {
  addPodcastComment,
  deletePodcastComment,
  editPodcastComment,
  fetchPodcastComments,
  fetchPodcastLikes,
  togglePodcastLike,
} from '../api';

/** The shared LikeButton on a podcast: `/podcasts/{id}/likes/` and `/like/` ('liked' | 'unliked'). */
export function podcastLikeAdapter(id: number): LikeAdapter {
  return {
    async load() {
      const { current_user_liked, likes_count } = await fetchPodcastLikes(id);
      return { liked: current_user_liked, count: likes_count };
    },
    async toggle() {
      const { status, likes_count } = await togglePodcastLike(id);
      return { liked: status === 'liked', count: likes_count };
    },
  };
}

/** The shared Comments on a podcast: `/podcasts/{id}/comments/` and `/comments/{commentId}/`. */
export function podcastCommentsAdapter(id: number): CommentsAdapter {
  return {
    list: () => fetchPodcastComments(id),
    add: (content, parent) => addPodcastComment(id, content, parent),
    edit: (commentId, content) => editPodcastComment(id, commentId, content),
    remove: (commentId) => deletePodcastComment(id, commentId),
  };
}
