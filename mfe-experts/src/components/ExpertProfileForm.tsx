import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { absoluteImageUrl } from '@podbridge/shared/format';
import { IMAGE_TYPES, serverErrorOf } from '@podbridge/shared/forms';
import { COMMON_NAMESPACE } from '@podbridge/shared/i18n';
import type { Expert, ExpertCategory } from '@podbridge/shared/types';
import { Alert, FormActions, ImageField, stack } from '@podbridge/kit';
import type { ExpertForm, ExpertFormValues } from './expertForm';
import { ExpertProfileFields } from './ExpertProfileFields';
import { useExpertTexts } from '../texts';

const Form = styled.form`
  ${stack('lg')}
`;

/** Profile Picture: a round preview of the chosen or saved picture, and Remove. */
function PictureField({ expertForm: { form }, saved }: { expertForm: ExpertForm; saved?: Expert }) {
  const { t } = useExpertTexts();
  const [file, removed] = useWatch({ control: form.control, name: ['profile_picture', 'remove_picture'] });
  const savedUrl = saved && !removed ? absoluteImageUrl(saved.profile_picture_url, '') || null : null;
  const choose = (chosen: File | null) => {
    form.setValue('profile_picture', chosen);
    if (chosen) form.setValue('remove_picture', false);
    form.clearErrors('profile_picture');
  };
  return (
    <ImageField
      label={t('form.pictureLabel')}
      shape="round"
      accept={IMAGE_TYPES}
      hint={t('form.pictureHint', { formats: t('forms.imageHint', { ns: COMMON_NAMESPACE }) })}
      file={file}
      error={form.formState.errors.profile_picture?.message}
      onChange={choose}
      currentUrl={savedUrl}
      onRemove={savedUrl ? () => form.setValue('remove_picture', true) : undefined}
      previewAlt={t('form.previewAlt')}
      currentAlt={t('form.currentAlt')}
    />
  );
}

export interface ExpertProfileFormProps {
  /** The form's accessible name, e.g. 'Create expert profile'. */
  label: string;
  expertForm: ExpertForm;
  categories: readonly ExpertCategory[];
  onSubmit: (values: ExpertFormValues) => Promise<void>;
  /** The profile being edited: its picture is shown and may be removed. */
  saved?: Expert;
  /** Above the failure message, e.g. the form progress. */
  header?: ReactNode;
  /** Between the fields and the buttons, e.g. notes. */
  notes?: ReactNode;
  /** Cancel and submit. */
  actions: ReactNode;
}

/** The create and edit pages' profile form: picture, fields, categories, the general error and the buttons. */
export function ExpertProfileForm({
  label,
  expertForm,
  categories,
  onSubmit,
  saved,
  header,
  notes,
  actions,
}: ExpertProfileFormProps) {
  const { form } = expertForm;
  const failure = serverErrorOf(form.formState.errors);
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-label={label}>
      {header}
      {failure && <Alert variant="error">{failure}</Alert>}
      <PictureField expertForm={expertForm} saved={saved} />
      <ExpertProfileFields expertForm={expertForm} categories={categories} />
      {notes}
      <FormActions>{actions}</FormActions>
    </Form>
  );
}
