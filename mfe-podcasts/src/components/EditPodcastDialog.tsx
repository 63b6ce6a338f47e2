import toast from 'react-hot-toast';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, FormDialog } from '@podbridge/kit';
import { useUpdatePodcast } from '../api/updatePodcast';
import { usePodcastTexts } from '../texts';
import { PodcastImageInput, PodcastInput, usePodcastForm } from './PodcastForm';

export interface EditPodcastDialogProps {
  podcast: Podcast;
  onClose: () => void;
}

/** The card's quick edit: title, description, link and a new image. */
export function EditPodcastDialog({ podcast, onClose }: EditPodcastDialogProps) {
  const { t } = usePodcastTexts();
  const update = useUpdatePodcast(podcast.id);
  const { form, submit, saving, serverError } = usePodcastForm({
    podcast,
    fields: ['title', 'description', 'link', 'image'],
    failure: t('edit.failure'),
    alwaysReportFailure: true,
    save: async ({ title, description, link, image }) => {
      await update.mutateAsync({ title, description, link, image });
      toast.success(t('edit.success'));
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('editDialog.title')}
      saving={saving}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <PodcastInput form={form} name="title" label={t('form.title')} />
      <PodcastInput form={form} name="description" label={t('form.description')} />
      <PodcastInput form={form} name="link" label={t('form.link')} />
      <PodcastImageInput
        form={form}
        label={t('form.newImage')}
        hint={t('editDialog.imageHint', { imageHint: t('common:forms.imageHint') })}
      />
    </FormDialog>
  );
}
