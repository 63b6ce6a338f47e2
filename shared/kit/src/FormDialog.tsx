import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Stack } from './Layout';
import { Modal } from './Modal';

export interface FormDialogProps {
  title: string;
  /** While saving, Cancel, Escape and the backdrop do not close it and Save Changes shows its spinner. */
  saving: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text; 'Save Changes' unless given. */
  submitLabel?: string;
  /** The form's general error and its fields, one under another. */
  children: ReactNode;
}

/** A form in a dialog, with Cancel and Save Changes (or `submitLabel`) in the footer. */
export function FormDialog({ title, saving, onClose, onSubmit, submitLabel, children }: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={() => !saving && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel ?? t('saveChanges')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack>{children}</Stack>
      </form>
    </Modal>
  );
}
