import toast from 'react-hot-toast';
import type { Expert } from '@podbridge/shared/types';
import { ConfirmDialog } from '@podbridge/kit';
import { useDeleteExpertProfile } from '../api/deleteExpertProfile';
import { useExpertTexts } from '../texts';

export interface DeleteExpertDialogProps {
  expert: Pick<Expert, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirm, deleting, removed; the outcome is a toast. */
export function DeleteExpertDialog({ expert, onClose, onDeleted }: DeleteExpertDialogProps) {
  const { t } = useExpertTexts();
  const remove = useDeleteExpertProfile();

  const confirm = () =>
    remove.mutate(expert.id, {
      onSuccess: () => {
        toast.success(t('delete.success'));
        onDeleted();
      },
      onError: (error) => {
        console.error('Failed to delete expert profile', error);
        toast.error(t('delete.failure'));
      },
    });

  return (
    <ConfirmDialog
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t('delete.question', { name: expert.name })}
    </ConfirmDialog>
  );
}
