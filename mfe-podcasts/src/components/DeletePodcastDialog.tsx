import toast from 'react-hot-toast';
import type { Podcast } from '@podbridge/shared/types';
import { ConfirmDialog } from '@podbridge/kit';
import { useDeletePodcast } from '../api/deletePodcast';
import { usePodcastTexts } from '../texts';

export interface DeletePodcastDialogProps {
  podcast: Pick<Podcast, 'id' | 'title'>;
  onClose: () => void;
  /** After the delete: the lists showing the podcast have already dropped it. */
  onDeleted?: () => void;
}

/** Confirm, deleting, removed. */
export function DeletePodcastDialog({ podcast, onClose, onDeleted }: DeletePodcastDialogProps) {
  const { t } = usePodcastTexts();
  const remove = useDeletePodcast();

  // Awaited rather than per-call callbacks: the card holding this dialog may already be gone from its list.
  const confirm = async () => {
    try {
      await remove.mutateAsync(podcast.id);
    } catch (error) {
      console.error('Failed to delete podcast', error);
      return;
    }
    toast.success(t('deleteDialog.success'));
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      busyLabel={t('deleteDialog.busy')}
      busy={remove.isPending}
      error={remove.isError ? t('deleteDialog.failure') : null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {t('deleteDialog.question', { title: podcast.title })}
    </ConfirmDialog>
  );
}
