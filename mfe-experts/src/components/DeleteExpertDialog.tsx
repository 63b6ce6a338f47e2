import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Modal } from '@podbridge/shared/ui';
import { deleteExpertProfile, type ExpertProfile } from '../api';

export const DELETE_SUCCESS = 'Expert profile deleted successfully';
export const DELETE_FAILURE = 'Failed to delete expert profile';

export interface DeleteExpertDialogProps {
  expert: Pick<ExpertProfile, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirm, deleting, removed; the outcome is a toast (spec sections 2 and 8). */
export function DeleteExpertDialog({ expert, onClose, onDeleted }: DeleteExpertDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteExpertProfile(expert.id);
    } catch (error) {
      console.error(DELETE_FAILURE, error);
      toast.error(DELETE_FAILURE);
      setDeleting(false);
      return;
    }
    toast.success(DELETE_SUCCESS);
    onDeleted();
  };

  return (
    <Modal
      open
      title="Delete Expert Profile"
      onClose={() => !deleting && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete Profile'}
          </Button>
        </>
      }
    >
      <p>
        Are you sure you want to delete the expert profile for {expert.name}? This action cannot be undone.
      </p>
    </Modal>
  );
}
