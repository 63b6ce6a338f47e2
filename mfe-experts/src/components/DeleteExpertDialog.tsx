import toast from 'react-hot-toast';
import type { Expert } from '@podbridge/shared/types';
import { ConfirmDialog } from '@podbridge/shared/ui';
import { useDeleteExpertProfile } from '../api/deleteExpertProfile';

export const DELETE_SUCCESS = 'Expert profile deleted successfully';
export const DELETE_FAILURE = 'Failed to delete expert profile';

export interface DeleteExpertDialogProps {
  expert: Pick<Expert, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirm, deleting, removed; the outcome is a toast (spec sections 2 and 8). */
export function DeleteExpertDialog({ expert, onClose, onDeleted }: DeleteExpertDialogProps) {
  const remove = useDeleteExpertProfile();

  const confirm = () =>
    remove.mutate(expert.id, {
      onSuccess: () => {
        toast.success(DELETE_SUCCESS);
        onDeleted();
      },
      onError: (error) => {
        console.error(DELETE_FAILURE, error);
        toast.error(DELETE_FAILURE);
      },
    });

  return (
    <ConfirmDialog
      title="Delete Expert Profile"
      confirmLabel="Delete Profile"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete the expert profile for {expert.name}? This action cannot be undone.
    </ConfirmDialog>
  );
}
