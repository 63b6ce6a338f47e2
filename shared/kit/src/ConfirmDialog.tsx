import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { Stack } from './Layout';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. 'Are you sure you want to delete the podcast "X"? This action cannot be undone.' */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Delete Podcast'. */
  confirmLabel: string;
  /** The confirming button's text while busy, e.g. 'Deleting...'; without it the button shows a spinner. */
  busyLabel?: string;
  /** While the action runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** A failure shown inside the dialog, under the question. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (delete); the caller runs the action and reports busy and error. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          {busyLabel === undefined ? (
            <Button variant="danger" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          ) : (
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <Stack>
        <p>{children}</p>
        {error && <Alert variant="error">{error}</Alert>}
      </Stack>
    </Modal>
  );
}
