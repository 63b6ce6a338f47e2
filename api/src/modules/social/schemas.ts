import { Type } from '@sinclair/typebox';
import { Body, Id, StringEnum } from '../../http/schemas';

export const MAX_COMMENT_LENGTH = 2000;

const commentMembers = {
  id: Type.Integer(),
  content: Type.String({ description: 'Stored as written (trimmed); clients escape it when showing it.' }),
  parent: Type.Union([Type.Integer(), Type.Null()], { description: 'The top-level comment this one replies to.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
};

export const Reply = Type.Object(commentMembers);
export const Comment = Type.Object({
  ...commentMembers,
  replies: Type.Optional(Type.Array(Reply, { description: 'Only on top-level comments; oldest first.' })),
});

export const CommentContent = Type.String({ minLength: 1, maxLength: MAX_COMMENT_LENGTH, description: 'Trimmed.' });
export const NewCommentBody = Body({
  content: CommentContent,
  parent: Type.Optional(Type.Union([Id('A top-level comment of the same item.'), Type.Null()])),
});
export const EditCommentBody = Body({ content: CommentContent });

export const LikeStateResponse = Type.Object({ current_user_liked: Type.Boolean(), likes_count: Type.Integer() });
export const LikeToggleResponse = Type.Object({ status: StringEnum(['liked', 'unliked']), likes_count: Type.Integer() });
export const LikeBody = Type.Union([Body({ reaction_type: Type.Optional(StringEnum(['like'])) }), Type.Null()]);

export const Reaction = Type.Object({
  id: Type.Integer(),
  reaction_type: StringEnum(['like']),
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
  created_at: Type.String({ format: 'date-time' }),
});
export const ReactionToggleResponse = Type.Object({
  status: StringEnum(['reaction added', 'reaction removed']),
  likes_count: Type.Integer(),
});
