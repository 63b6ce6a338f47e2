import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert, Button, Modal, Stack } from '@podbridge/shared/ui';
import { deletePodcast, type Podcast } from '../api';

export const DELETE_SUCCESS = 'Podcast deleted successfully';
export const DELETE_FAILURE = 'Failed to delete podcast';

export interface DeletePodcastDialogProps {
  podcast: Pick<Podcast, 'id' | 'title'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirm, deleting, removed (spec section 4). */
export function DeletePodcastDialog({ podcast, onClose, onDeleted }: DeletePodcastDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await deletePodcast(podcast.id);
    } catch (error) {
      console.error(DELETE_FAILURE, error);
      setFailed(true);
      setDeleting(false);
      return;
    }
    toast.success(DELETE_SUCCESS);
    onDeleted();
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
          <Button variant="danger" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete Podcast'}
          </Button>
        </>
      }
    >
      <Stack>
        <p>
          Are you sure you want to delete the podcast &quot;{podcast.title}&quot;? This action cannot be undone.
        </p>
        {failed && <Alert variant="error">{DELETE_FAILURE}</Alert>}
      </Stack>
    </Modal>
  );
}
