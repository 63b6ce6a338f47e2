import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { firstFieldErrors } from '@podbridge/shared/api';
import { Alert, Button, Modal, TextArea, TextField, theme } from '@podbridge/shared/ui';
import { updateMyExpertProfile, type ExpertProfile } from '../../api';
import { expertiseList } from './expertFields';

export const UPDATE_SUCCESS = 'Profile updated successfully';
export const UPDATE_FAILURE = 'Failed to update profile';
export const REQUIRED = {
  name: 'Name is required',
  bio: 'Bio is required',
  expertise: 'Expertise is required',
  experience_years: 'Experience years must be a positive number',
} as const;

type Field = 'name' | 'bio' | 'expertise' | 'experience_years' | 'website' | 'social_media';
type Draft = Record<Field, string>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

function validate(draft: Draft): Partial<Draft> {
  const years = Number(draft.experience_years);
  return {
    name: draft.name.trim() ? undefined : REQUIRED.name,
    bio: draft.bio.trim() ? undefined : REQUIRED.bio,
    expertise: expertiseList(draft.expertise).length ? undefined : REQUIRED.expertise,
    experience_years:
      draft.experience_years.trim() && Number.isFinite(years) && years >= 0 ? undefined : REQUIRED.experience_years,
  };
}

export interface EditExpertProfileModalProps {
  profile: ExpertProfile;
  onClose: () => void;
  onSaved: (profile: ExpertProfile) => void;
}

/** My Profile's Edit Profile for experts; saves with PUT /experts/my-profile/ (spec section 7). */
export function EditExpertProfileModal({ profile, onClose, onSaved }: EditExpertProfileModalProps) {
  const [draft, setDraft] = useState<Draft>({
    name: profile.name,
    bio: profile.bio,
    expertise: expertiseList(profile.expertise).join(', '),
    experience_years: String(profile.experience_years),
    website: profile.website ?? '',
    social_media: profile.social_media ?? '',
  });
  const [errors, setErrors] = useState<Partial<Draft>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (name: Field, value: string) => {
    setDraft((now) => ({ ...now, [name]: value }));
    setErrors((now) => ({ ...now, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setFailed(false);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const saved = await updateMyExpertProfile({
        name: draft.name.trim(),
        bio: draft.bio.trim(),
        expertise: expertiseList(draft.expertise).join(', '),
        experience_years: Number(draft.experience_years),
        website: draft.website.trim(),
        social_media: draft.social_media.trim(),
      });
      toast.success(UPDATE_SUCCESS);
      onSaved(saved);
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFailed(true);
      setSaving(false);
    }
  };

  const field = (name: Field) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

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
          <Button type="submit" form="edit-expert-profile" loading={saving}>
            Save Changes
          </Button>
        </>
      }
    >
      <Form id="edit-expert-profile" noValidate onSubmit={(event) => void save(event)}>
        {failed && <Alert variant="error">{UPDATE_FAILURE}</Alert>}
        <TextField label="Name*" required {...field('name')} />
        <TextArea label="Bio*" required rows={5} {...field('bio')} />
        <TextField label="Expertise*" required hint="Separate topics with commas." {...field('expertise')} />
        <TextField label="Years of experience*" required type="number" min={0} inputMode="numeric" {...field('experience_years')} />
        <TextField label="Website" type="url" inputMode="url" placeholder="https://" {...field('website')} />
        <TextField label="Social media" {...field('social_media')} />
      </Form>
    </Modal>
  );
}
