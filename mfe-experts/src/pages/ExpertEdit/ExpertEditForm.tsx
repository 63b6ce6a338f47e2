import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, firstFieldErrors } from '@podbridge/shared/api';
import { absoluteImageUrl } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, theme } from '@podbridge/shared/ui';
import { updateExpertProfile, type Category, type ExpertProfile } from '../../api';
import { ExpertProfileFields } from '../../components/ExpertProfileFields';
import { draftFromProfile, fieldsFromDraft, validateDraft, type DraftField, type ExpertDraft } from '../../components/expertDraft';
import { INVALID_IMAGE, hasErrors, isAcceptableImage } from '../../components/expertValidation';
import { PictureField } from '../../components/PictureField';

export const UPDATE_FAILURE = 'Failed to update profile';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing.sm};
`;

export interface ExpertEditFormProps {
  expert: ExpertProfile;
  categories: Category[];
  onSaved: (expert: ExpertProfile) => void;
}

/** Name, bio, expertise and years required; website a URL; picture an image, or removed (spec section 5). */
export function ExpertEditForm({ expert, categories, onSaved }: ExpertEditFormProps) {
  const [draft, setDraft] = useState<ExpertDraft>(() => draftFromProfile(expert));
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const currentUrl = removePicture ? null : absoluteImageUrl(expert.profile_picture_url, '') || null;

  const change = (field: DraftField | 'category_ids' | 'profile_picture', update: () => void) => {
    update();
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | undefined> = {
      ...validateDraft(draft),
      profile_picture: picture && !isAcceptableImage(picture) ? INVALID_IMAGE : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      onSaved(await updateExpertProfile(expert.id, fieldsFromDraft(draft), { file: picture, remove: removePicture }));
    } catch (error) {
      console.error(UPDATE_FAILURE, error);
      setErrors(firstFieldErrors(error));
      setFailure(apiErrorMessage(error, UPDATE_FAILURE));
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit expert profile">
      {failure && <Alert variant="error">{failure}</Alert>}
      <PictureField
        file={picture}
        currentUrl={currentUrl}
        error={errors.profile_picture}
        onChange={(file) =>
          change('profile_picture', () => {
            setPicture(file);
            if (file) setRemovePicture(false);
          })
        }
        onRemove={currentUrl ? () => setRemovePicture(true) : undefined}
      />
      <ExpertProfileFields
        draft={draft}
        errors={errors}
        categories={categories}
        onChange={(field, value) => change(field, () => setDraft((current) => ({ ...current, [field]: value })))}
        onCategories={(ids) => change('category_ids', () => setDraft((current) => ({ ...current, category_ids: ids })))}
      />
      <Actions>
        <ButtonLink to={href(paths.expertDetail, { id: expert.id })} variant="light">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          Update Profile
        </Button>
      </Actions>
    </Form>
  );
}
