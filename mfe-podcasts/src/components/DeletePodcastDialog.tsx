import toast from 'react-hot-toast';
import type { Podcast } from '@podbridge/shared/types';
import { ConfirmDialog } from '@podbridge/shared/ui';
import { useDeletePodcast } from '../api/deletePodcast';

export const DELETE_SUCCESS = 'Podcast deleted successfully';
export const DELETE_FAILURE = 'Failed to delete podcast';

export interface DeletePodcastDialogProps {
  podcast: Pick<Podcast, 'id' | 'title'>;
  onClose: () => void;
  /** After the delete: the lists showing the podcast have already dropped it. */
  onDeleted?: () => void;
}

/** Confirm, deleting, removed (spec section 4). */
export function DeletePodcastDialog({ podcast, onClose, onDeleted }: DeletePodcastDialogProps) {
  const remove = useDeletePodcast();

  // Awaited rather than per-call callbacks: the card holding this dialog may already be gone from its list.
  const confirm = async () => {
    try {
      await remove.mutateAsync(podcast.id);
    } catch (error) {
      console.error(DELETE_FAILURE, error);
      return;
    }
    toast.success(DELETE_SUCCESS);
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      title="Delete Podcast"
      confirmLabel="Delete Podcast"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={remove.isError ? DELETE_FAILURE : null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Are you sure you want to delete the podcast &quot;{podcast.title}&quot;? This action cannot be undone.
    </ConfirmDialog>
  );
}
