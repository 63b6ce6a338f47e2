/**
 * `@podbridge/social/comments`: a podcast's or an expert's comment thread (the list, replies, edits and removals, an
 * admin's hiding and restoring) and its queries. An entry point of its own, federated beside the root at the
 * package's version, so that a directory, which shows likes and saves only, does not download the thread and its
 * form. Its files take the root's parts (`socialKey`) from `@podbridge/social`, never by a relative path, so that the
 * page holds one copy of them.
 */
export { Comments, COMMENT_ERRORS } from './Comments';
export type { CommentsProps } from './Comments';
export { COMMENT_MAX_LENGTH } from './CommentForm';
export { nestComments, countComments } from './commentTree';
export { commentsKey, fetchComments, useComments } from './api/comments';
export { addComment, useAddComment } from './api/addComment';
export type { NewComment } from './api/addComment';
export { editComment, useEditComment } from './api/editComment';
export type { CommentEdit } from './api/editComment';
export { deleteComment, useDeleteComment } from './api/deleteComment';
export { hideComment, useHideComment } from './api/hideComment';
export type { CommentHidingRequest } from './api/hideComment';
export { restoreComment, useRestoreComment } from './api/restoreComment';
