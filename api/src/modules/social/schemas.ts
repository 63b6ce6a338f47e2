import { Moderation } from '../admin/moderationRules';
import { Type, type Static } from '@sinclair/typebox';
import { Body, Id, Nullable, PersonRef, StringEnum } from '../../http/schemas';

export const MAX_COMMENT_LENGTH = 2000;

const commentMembers = {
  id: Type.Integer(),
  content: Type.String({ description: 'Stored as written (trimmed); clients escape it when showing it.' }),
  parent: Nullable(Type.Integer({ description: 'The top-level comment this one replies to.' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  user: PersonRef,
  hidden: Nullable(
    Type.Object(
      {
        at: Type.String({ format: 'date-time' }),
        reason: Type.String({ description: 'What the author was told.' }),
      },
      { description: 'Hidden by an admin; only admins see a hidden comment (and restore it).' },
    ),
  ),
  moderation: Type.Optional(Moderation),
};

export const Reply = Type.Object(commentMembers, { $id: 'Reply' });
export type Reply = Static<typeof Reply>;
export const Comment = Type.Object(
  {
    ...commentMembers,
    replies: Type.Optional(Type.Array(Reply, { description: 'Only on top-level comments; oldest first.' })),
  },
  { $id: 'Comment' },
);
export type Comment = Static<typeof Comment>;

export const CommentContent = Type.String({ minLength: 1, maxLength: MAX_COMMENT_LENGTH, description: 'Trimmed.' });
export const NewCommentBody = Body(
  'NewComment',
  { content: CommentContent, parent: Type.Optional(Nullable(Id('A top-level comment of the same item.'))) },
  'A comment, or with parent a reply to one.',
  [
    { content: 'Så bra avsnitt om sömn! Tipset om att inte titta på klockan på natten hjälpte direkt.' },
    { content: 'Håller med, och Sara förklarade forskningen så att alla hängde med.', parent: 17 },
  ],
);
export const EditCommentBody = Body('CommentChanges', { content: CommentContent });

export const LikeStateResponse = Type.Object(
  { current_user_liked: Type.Boolean(), likes_count: Type.Integer() },
  { $id: 'LikeState' },
);
export type LikeState = Static<typeof LikeStateResponse>;
export const LikeToggleResponse = Type.Object(
  { status: StringEnum(['liked', 'unliked']), likes_count: Type.Integer() },
  { $id: 'LikeToggle' },
);
export type LikeToggle = Static<typeof LikeToggleResponse>;
export const LikeBody = Type.Union([Body('Like', { reaction_type: Type.Optional(StringEnum(['like'])) }), Type.Null()]);

export const Reaction = Type.Object(
  {
    id: Type.Integer(),
    reaction_type: StringEnum(['like']),
    user: PersonRef,
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Reaction' },
);
export type Reaction = Static<typeof Reaction>;
export const ReactionToggleResponse = Type.Object(
  { status: StringEnum(['reaction added', 'reaction removed']), likes_count: Type.Integer() },
  { $id: 'ReactionToggle' },
);

export const SaveBody = Body('SaveChange', { saved: Type.Boolean({ description: 'true saves the item, false takes it off the list.' }) });
export const SaveState = Type.Object({ saved: Type.Boolean() }, { $id: 'SaveState' });
