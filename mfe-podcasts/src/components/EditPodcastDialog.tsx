import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage, firstFieldErrors } from '@podbridge/shared/api';
import { Alert, Button, Modal, Stack, TextArea, TextField } from '@podbridge/shared/ui';
import { updatePodcast, type Podcast } from '../api';
import {
  IMAGE_TYPES,
  INVALID_IMAGE,
  INVALID_URL,
  REQUIRED_MESSAGES,
  hasErrors,
  isAcceptableImage,
  isHttpUrl,
  type FieldErrors,
} from './podcastValidation';

export const UPDATE_SUCCESS = 'Podcast updated successfully';
export const UPDATE_FAILURE = 'Failed to update podcast';

type Field = 'title' | 'description' | 'link' | 'image';

interface Draft {
  title: string;
  description: string;
  link: string;
  image: File | null;
}

function validate(draft: Draft): FieldErrors<Field> {
  return {
    title: draft.title.trim() ? undefined : REQUIRED_MESSAGES.title,
    description: draft.description.trim() ? undefined : REQUIRED_MESSAGES.description,
    link: draft.link.trim() && !isHttpUrl(draft.link.trim()) ? INVALID_URL : undefined,
    image: draft.image && !isAcceptableImage(draft.image) ? INVALID_IMAGE : undefined,
  };
}

export interface EditPodcastDialogProps {
  podcast: Podcast;
  onClose: () => void;
  onSaved: (podcast: Podcast) => void;
}

/** The card's quick edit: title, description, link and a new image (spec sections 2 and 5). */
export function EditPodcastDialog({ podcast, onClose, onSaved }: EditPodcastDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>({
    title: podcast.title,
    description: podcast.description,
    link: podcast.link ?? '',
    image: null,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      const saved = await updatePodcast(podcast.id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        link: draft.link.trim() || null,
        image: draft.image,
      });
      toast.success(UPDATE_SUCCESS);
      onSaved(saved);
      onClose();
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFailure(apiErrorMessage(error, UPDATE_FAILURE));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Edit Podcast"
      onClose={() => !saving && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {failure && <Alert variant="error">{failure}</Alert>}
          <TextField
            label="Title"
            value={draft.title}
            required
            error={errors.title}
            onChange={(event) => change('title', event.target.value)}
          />
          <TextArea
            label="Description"
            value={draft.description}
            required
            error={errors.description}
            onChange={(event) => change('description', event.target.value)}
          />
          <TextField
            label="Link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.link}
            error={errors.link}
            onChange={(event) => change('link', event.target.value)}
          />
          <TextField
            label="New Image"
            type="file"
            accept={IMAGE_TYPES}
            hint="Leave empty to keep the current image. PNG, JPG, GIF up to 10MB."
            error={errors.image}
            onChange={(event) => change('image', event.target.files?.[0] ?? null)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
