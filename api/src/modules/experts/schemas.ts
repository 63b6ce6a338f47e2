import { Type } from '@sinclair/typebox';
import { UploadedFile } from '../../http/forms';
import { Body, Id, PageQuery, StringEnum } from '../../http/schemas';
import { CommentContent } from '../social/schemas';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const UserRef = Type.Object({ id: Type.Integer(), username: Type.String() }, { description: 'Never the account email.' });

export const ExpertCategory = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ExpertProfile = Type.Object({
  id: Type.Integer(),
  user: UserRef,
  name: Type.String(),
  bio: Type.String(),
  expertise: Type.Array(Type.String()),
  experience_years: Type.Integer(),
  website: nullable(Type.String()),
  social_media: nullable(Type.String()),
  email: nullable(Type.String({ description: 'The contact email the expert publishes.' })),
  profile_picture: nullable(Type.String({ description: 'Storage key.' })),
  profile_picture_url: nullable(Type.String({ description: 'Absolute URL (at most 800x800).' })),
  categories: Type.Array(ExpertCategory),
  category_ids: Type.Array(Type.Integer()),
  likes_count: Type.Integer(),
  comments_count: Type.Integer(),
  is_approved: Type.Boolean({ description: 'True only once an admin approved the profile.' }),
  approval_status: StringEnum(['pending', 'approved', 'rejected']),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const FeaturedExpert = ExpertProfile;

export const ExpertListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ description: 'Words of the name, bio or expertise; case and accents ignored.' })),
  category: Type.Optional(Id('An expert category id.')),
});

/** Read as the service checks them (so that form text and JSON get the same messages). */
const Loose = (description: string) => Type.Optional(Type.Unsafe<unknown>({ description }));

/**
 * Every field optional here: the service checks presence (on create), blanks, ranges and lists with the
 * product's own messages ('Name is required', 'Experience years must be a positive number', ...).
 */
const expertFields = {
  name: Loose('Full name, required on create (trimmed, at most 200 characters).'),
  bio: Loose('Professional bio, required on create (at most 5000 characters).'),
  expertise: Loose('Comma-separated text or a list: 1 to 50 items of at most 100 characters.'),
  experience_years: Loose('An integer from 0 to 80.'),
  website: Loose('An http(s) address; empty clears it.'),
  social_media: Loose('Free text (a handle or an http(s) address); empty clears it.'),
  email: Loose('A public contact email; empty clears it.'),
  category_ids: Loose('Expert category ids: comma-separated text or a list.'),
  profile_picture: UploadedFile('PNG, JPEG, GIF or WebP up to 10 MB'),
};

export const NewExpertBody = Body(expertFields, 'multipart/form-data (or JSON without the picture).');
export const ExpertChangesBody = Body(
  { ...expertFields, remove_picture: Type.Optional(Type.Boolean({ description: 'true removes the picture.' })) },
  'Any subset of the fields; omitted ones stay as they are. multipart/form-data or JSON.',
);

export const ExpertIdParams = Type.Object({ id: Id() });
export const ApprovalBody = Body({ is_approved: Type.Boolean() });
export const ApprovalResponse = Type.Object({ detail: Type.String(), profile: ExpertProfile });

export const EditCommentBody = Body({
  comment_id: Id('The comment to change (a comment of this profile).'),
  content: CommentContent,
});
export const DeleteCommentBody = Type.Union([Body({ comment_id: Type.Optional(Id()) }), Type.Null()]);
export const CommentIdQuery = Type.Object({ comment_id: Type.Optional(Id('Or in the body.')) });
