import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeApiError, firstFieldErrors } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, FormProgress, theme } from '@podbridge/shared/ui';
import { createExpertProfile, type Category } from '../../api';
import { ExpertProfileFields } from '../../components/ExpertProfileFields';
import { EMPTY_DRAFT, draftProgress, fieldsFromDraft, validateDraft, type DraftField, type ExpertDraft } from '../../components/expertDraft';
import { INVALID_IMAGE, hasErrors, isAcceptableImage } from '../../components/expertValidation';
import { PictureField } from '../../components/PictureField';

export const CREATE_FAILURE = 'Failed to create expert profile';
export const CREATE_ERROR = 'An error occurred while creating your profile. Please try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.lg};
`;

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing.sm};
`;

/** The server's detail, else the field errors alone, else the spec's failure text (spec sections 5 and 8). */
function failureMessage(error: unknown, fieldErrors: Record<string, string>): string | null {
  const { status, detail } = describeApiError(error);
  if (detail) return detail;
  if (status === null) return CREATE_ERROR;
  return hasErrors(fieldErrors) ? null : CREATE_FAILURE;
}

export function ExpertCreateForm({ categories, onCreated }: { categories: Category[]; onCreated: () => void }) {
  const [draft, setDraft] = useState<ExpertDraft>(EMPTY_DRAFT);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
      await createExpertProfile(fieldsFromDraft(draft), picture);
      onCreated();
    } catch (error) {
      console.error(CREATE_FAILURE, error);
      const fieldErrors = firstFieldErrors(error);
      setErrors(fieldErrors);
      setFailure(failureMessage(error, fieldErrors));
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Create expert profile">
      <FormProgress value={draftProgress(draft)} />
      {failure && <Alert variant="error">{failure}</Alert>}
      <PictureField
        file={picture}
        error={errors.profile_picture}
        onChange={(file) => change('profile_picture', () => setPicture(file))}
      />
      <ExpertProfileFields
        draft={draft}
        errors={errors}
        categories={categories}
        onChange={(field, value) => change(field, () => setDraft((current) => ({ ...current, [field]: value })))}
        onCategories={(ids) => change('category_ids', () => setDraft((current) => ({ ...current, category_ids: ids })))}
      />
      <Alert variant="info">Your profile will be reviewed by our team before it appears in the expert directory.</Alert>
      <Note>Fields marked * are required.</Note>
      <Actions>
        <ButtonLink to={paths.experts} variant="light">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          Create Expert Profile
        </Button>
      </Actions>
    </Form>
  );
}
