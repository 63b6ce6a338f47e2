export { LikeButton, LOGIN_TO_LIKE } from './LikeButton';
export type { LikeButtonProps, LikeButtonSize } from './LikeButton';
export { Comments, COMMENT_ERRORS } from './Comments';
export type { CommentsProps } from './Comments';
export { COMMENT_MAX_LENGTH } from './CommentForm';
export { nestComments, countComments } from './commentTree';
export type { LikeAdapter, LikeState, CommentsAdapter, SocialComment, SocialCommentAuthor } from './types';
