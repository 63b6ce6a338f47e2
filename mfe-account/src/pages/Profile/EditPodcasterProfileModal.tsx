import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { firstFieldErrors } from '@podbridge/shared/api';
import { Alert, Button, Modal, TextArea, TextField, theme } from '@podbridge/shared/ui';
import {
  INVALID_SOCIAL_LINKS,
  SOCIAL_LINKS_EXAMPLE,
  socialLinksFromText,
  updateMyPodcasterProfile,
  type PodcasterProfile,
} from '../../api';

export const UPDATE_SUCCESS = 'Profile updated successfully';
export const UPDATE_FAILURE = 'Failed to update profile';

type Field = 'bio' | 'website' | 'social_links';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

export interface EditPodcasterProfileModalProps {
  profile: PodcasterProfile;
  onClose: () => void;
  onSaved: (profile: PodcasterProfile) => void;
}

/** My Profile's Edit Profile for podcasters: bio, website and social links as JSON. */
export function EditPodcasterProfileModal({ profile, onClose, onSaved }: EditPodcasterProfileModalProps) {
  const links = profile.social_links ?? {};
  const [draft, setDraft] = useState<Record<Field, string>>({
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    social_links: Object.keys(links).length ? JSON.stringify(links, null, 2) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (name: Field, value: string) => {
    setDraft((now) => ({ ...now, [name]: value }));
    setErrors((now) => ({ ...now, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const socialLinks = socialLinksFromText(draft.social_links);
    setFailed(false);
    if (!socialLinks) {
      setErrors({ social_links: INVALID_SOCIAL_LINKS });
      return;
    }
    setSaving(true);
    try {
      const saved = await updateMyPodcasterProfile({
        bio: draft.bio.trim(),
        website: draft.website.trim(),
        social_links: socialLinks,
      });
      toast.success(UPDATE_SUCCESS);
      onSaved(saved);
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Edit Profile"
      onClose={() => !saving && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="edit-podcaster-profile" loading={saving}>
            Save Changes
          </Button>
        </>
      }
    >
      <Form id="edit-podcaster-profile" noValidate onSubmit={(event) => void save(event)}>
        {failed && <Alert variant="error">{UPDATE_FAILURE}</Alert>}
        <TextArea label="Bio" rows={5} value={draft.bio} error={errors.bio} onChange={(e) => change('bio', e.target.value)} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.website}
          error={errors.website}
          onChange={(e) => change('website', e.target.value)}
        />
        <TextArea
          label="Social links (JSON)"
          rows={4}
          spellCheck={false}
          placeholder={SOCIAL_LINKS_EXAMPLE}
          value={draft.social_links}
          error={errors.social_links}
          onChange={(e) => change('social_links', e.target.value)}
        />
      </Form>
    </Modal>
  );
}
