import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeApiError, firstFieldErrors } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, TextArea, TextField, media, theme } from '@podbridge/shared/ui';
import {
  INVALID_SOCIAL_LINKS,
  SOCIAL_LINKS_EXAMPLE,
  createPodcasterProfile,
  linkableUrl,
  socialLinksFromText,
  type PodcasterProfile,
} from '../../api';
import { ProfilePictureField } from './ProfilePictureField';

export const PICTURE_REQUIRED = 'Please upload a profile picture';
export const PICTURE_NOT_IMAGE = 'Please choose an image file';
export const INVALID_WEBSITE = 'Please enter a valid URL (starting with http:// or https://)';
export const CREATE_INVALID = 'Please check your input and try again';
export const CREATE_ALREADY_EXISTS = 'You already have a podcaster profile';
export const CREATE_FAILURE = 'Failed to create profile';

type Field = 'bio' | 'website' | 'social_links' | 'channel_name' | 'profile_picture';
type FieldErrors = Partial<Record<Field, string>>;

interface Draft {
  bio: string;
  website: string;
  social_links: string;
  channel_name: string;
  profile_picture: File | null;
}

const Form = styled.form`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} { grid-template-columns: 220px 1fr; align-items: start; }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing.sm};
  padding-top: ${theme.spacing.sm};
`;

function validate(draft: Draft): FieldErrors {
  const picture = draft.profile_picture;
  return {
    profile_picture: !picture ? PICTURE_REQUIRED : picture.type.startsWith('image/') ? undefined : PICTURE_NOT_IMAGE,
    website: draft.website.trim() && !linkableUrl(draft.website) ? INVALID_WEBSITE : undefined,
    social_links: socialLinksFromText(draft.social_links) ? undefined : INVALID_SOCIAL_LINKS,
  };
}

function failureMessage(error: unknown): string {
  const { status, detail } = describeApiError(error);
  if (status === 400) return CREATE_INVALID;
  if (status === 403) return CREATE_ALREADY_EXISTS;
  return detail ?? CREATE_FAILURE;
}

/** Bio, website, social links as JSON, channel name and the required picture (spec section 5). */
export function PodcasterProfileCreateForm({ onCreated }: { onCreated: (profile: PodcasterProfile) => void }) {
  const [draft, setDraft] = useState<Draft>({ bio: '', website: '', social_links: '', channel_name: '', profile_picture: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = <K extends Field>(name: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    const socialLinks = socialLinksFromText(draft.social_links);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean) || !socialLinks || !draft.profile_picture) return;
    setSaving(true);
    try {
      onCreated(
        await createPodcasterProfile({
          bio: draft.bio.trim(),
          website: draft.website.trim(),
          social_links: socialLinks,
          channel_name: draft.channel_name.trim(),
          profile_picture: draft.profile_picture,
        }),
      );
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFailure(failureMessage(error));
      setSaving(false);
    }
  };

  return (
    <Form noValidate aria-label="Create podcaster profile" onSubmit={(event) => void submit(event)}>
      <ProfilePictureField
        file={draft.profile_picture}
        error={errors.profile_picture}
        onChange={(file) => change('profile_picture', file)}
      />
      <Fields>
        {failure && <Alert variant="error">{failure}</Alert>}
        <TextArea
          label="Bio"
          rows={5}
          placeholder="Tell experts about you and your show."
          value={draft.bio}
          error={errors.bio}
          onChange={(event) => change('bio', event.target.value)}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.website}
          error={errors.website}
          onChange={(event) => change('website', event.target.value)}
        />
        <TextArea
          label="Social links (JSON)"
          rows={3}
          spellCheck={false}
          placeholder={SOCIAL_LINKS_EXAMPLE}
          hint="Optional: an object of network name to address."
          value={draft.social_links}
          error={errors.social_links}
          onChange={(event) => change('social_links', event.target.value)}
        />
        <TextField
          label="Channel name (optional)"
          value={draft.channel_name}
          error={errors.channel_name}
          onChange={(event) => change('channel_name', event.target.value)}
        />
        <Actions>
          <ButtonLink to={paths.profile} variant="light">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={saving}>
            Create Profile
          </Button>
        </Actions>
      </Fields>
    </Form>
  );
}
