import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Modal } from '@podbridge/shared/ui';
import { deletePodcast, type OwnPodcast } from '../../api';

export const DELETE_SUCCESS = 'Podcast deleted successfully';
export const DELETE_FAILURE = 'Failed to delete podcast';

export interface DeletePodcastDialogProps {
  podcast: Pick<OwnPodcast, 'id' | 'title'>;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

/** Confirm, deleting, removed (spec section 4); the outcome is told in a toast. */
export function DeletePodcastDialog({ podcast, onClose, onDeleted }: DeletePodcastDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deletePodcast(podcast.id);
    } catch (error) {
      console.error(DELETE_FAILURE, error);
      toast.error(DELETE_FAILURE);
      onClose();
      return;
    }
    toast.success(DELETE_SUCCESS);
    onDeleted(podcast.id);
  };

  return (
    <Modal
      open
      title="Delete Podcast"
      onClose={() => !deleting && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={deleting}>
            Delete
          </Button>
        </>
      }
    >
      <p>
        Are you sure you want to delete the podcast &quot;{podcast.title}&quot;? This action cannot be undone.
      </p>
    </Modal>
  );
}
