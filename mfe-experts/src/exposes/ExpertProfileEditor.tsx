import toast from 'react-hot-toast';
import styled from 'styled-components';
import { applyServerErrors, SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import type { Expert, ExpertProfileEditorContract, ExpertProfileEditorProps } from '@podbridge/shared/types';
import { Alert, FormDialog, Modal, Spinner, TextArea, TextField, theme } from '@podbridge/kit';
import { useMyExpertProfile } from '../api/getMyExpertProfile';
import { useUpdateMyExpertProfile } from '../api/updateMyExpertProfile';
import { expertFields, useExpertForm, type ExpertFormValues } from '../components/expertForm';
import { useExpertTexts } from '../texts';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

/** The fields the dialog shows and saves; a server message for any other goes to its general error. */
const DIALOG_FIELDS = ['name', 'bio', 'expertise', 'experience_years', 'website', 'social_media'] as const;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.spacing.lg};
  color: ${theme.colors.primary};
`;

function EditorForm({ expert, onClose, onSaved }: ExpertProfileEditorProps & { expert: Expert }) {
  const { t } = useExpertTexts();
  const save = useUpdateMyExpertProfile();
  const { form, field } = useExpertForm(expert);
  const failure = serverErrorOf(form.formState.errors);

  const submit = async (values: ExpertFormValues) => {
    const all = expertFields(values);
    const fields = Object.fromEntries(DIALOG_FIELDS.map((name) => [name, all[name]]));
    try {
      await save.mutateAsync(fields);
      toast.success(t('editor.updateSuccess'));
      onSaved();
    } catch (error) {
      applyServerErrors(form, error, { fields: DIALOG_FIELDS });
      // The dialog says the save failed in its own words, beside any field messages.
      form.setError(SERVER_ERROR, { type: 'server', message: t('editor.updateFailure') });
    }
  };

  return (
    <FormDialog
      title={t('editor.title')}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {failure && <Alert variant="error">{failure}</Alert>}
      <TextField label={t('editor.name')} required {...field('name')} />
      <TextArea label={t('editor.bio')} required rows={5} {...field('bio')} />
      <TextField label={t('editor.expertise')} required hint={t('editor.expertiseHint')} {...field('expertise')} />
      <TextField
        label={t('editor.experience')}
        required
        type="number"
        min={0}
        inputMode="numeric"
        {...field('experience_years')}
      />
      <TextField label={t('editor.website')} type="url" inputMode="url" placeholder="https://" {...field('website')} />
      <TextField label={t('editor.socialMedia')} {...field('social_media')} />
    </FormDialog>
  );
}

/**
 * My Profile's Edit Profile dialog for the signed-in expert: loads the own profile, saves it with
 * PUT /experts/my-profile/, toasts the success and tells the host.
 */
function ExpertProfileEditor({ onClose, onSaved }: ExpertProfileEditorProps) {
  const { t } = useExpertTexts();
  const own = useMyExpertProfile();
  if (own.data) return <EditorForm expert={own.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal open title={t('editor.title')} onClose={onClose}>
      {own.isPending ? (
        <Centered>
          <Spinner size={28} label={t('editor.loading')} />
        </Centered>
      ) : (
        <Alert variant={own.isError ? 'error' : 'warning'}>
          {own.isError ? t('editor.profileFailure') : t('editor.profileMissing')}
        </Alert>
      )}
    </Modal>
  );
}

export default ExpertProfileEditor satisfies ExpertProfileEditorContract;
