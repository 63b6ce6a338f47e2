import toast from 'react-hot-toast';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, FormDialog } from '@podbridge/shared/ui';
import { useUpdatePodcast } from '../api/updatePodcast';
import { PodcastImageInput, PodcastInput, usePodcastForm } from './PodcastForm';
import { UPDATE_FAILURE, UPDATE_SUCCESS } from './podcastTexts';

export interface EditPodcastDialogProps {
  podcast: Podcast;
  onClose: () => void;
}

/** The card's quick edit: title, description, link and a new image (spec sections 2 and 5). */
export function EditPodcastDialog({ podcast, onClose }: EditPodcastDialogProps) {
  const update = useUpdatePodcast(podcast.id);
  const { form, submit, saving, serverError } = usePodcastForm({
    podcast,
    fields: ['title', 'description', 'link', 'image'],
    failure: UPDATE_FAILURE,
    alwaysReportFailure: true,
    save: async ({ title, description, link, image }) => {
      await update.mutateAsync({ title, description, link, image });
      toast.success(UPDATE_SUCCESS);
      onClose();
    },
  });

  return (
    <FormDialog title="Edit Podcast" saving={saving} onClose={onClose} onSubmit={(event) => void submit(event)}>
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <PodcastInput form={form} name="title" label="Title" />
      <PodcastInput form={form} name="description" label="Description" />
      <PodcastInput form={form} name="link" label="Link" />
      <PodcastImageInput
        form={form}
        label="New Image"
        hint="Leave empty to keep the current image. PNG, JPG, GIF up to 10MB."
      />
    </FormDialog>
  );
}
