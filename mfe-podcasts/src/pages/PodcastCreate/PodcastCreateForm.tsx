import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeApiError, firstFieldErrors } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, FormProgress, SelectField, TextArea, TextField, theme } from '@podbridge/shared/ui';
import { createPodcast, type Category, type Podcast } from '../../api';
import {
  INVALID_IMAGE,
  INVALID_URL,
  REQUIRED_MESSAGES,
  hasErrors,
  isAcceptableImage,
  isHttpUrl,
  type FieldErrors,
} from '../../components/podcastValidation';
import { CoverImageField } from './CoverImageField';

export const CREATE_FAILURE = 'An error occurred';

type Field = 'title' | 'description' | 'category_id' | 'link' | 'image';

interface Draft {
  title: string;
  description: string;
  category_id: string;
  link: string;
  image: File | null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.lg};
`;

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing.sm};
`;

function validate(draft: Draft): FieldErrors<Field> {
  return {
    title: draft.title.trim() ? undefined : REQUIRED_MESSAGES.title,
    description: draft.description.trim() ? undefined : REQUIRED_MESSAGES.description,
    category_id: draft.category_id ? undefined : REQUIRED_MESSAGES.category,
    link: draft.link.trim() && !isHttpUrl(draft.link.trim()) ? INVALID_URL : undefined,
    image: draft.image && !isAcceptableImage(draft.image) ? INVALID_IMAGE : undefined,
  };
}

/** Percentage of the three required fields filled (spec section 5). */
function progress(draft: Draft): number {
  const required = [draft.title.trim(), draft.description.trim(), draft.category_id];
  return (required.filter(Boolean).length / required.length) * 100;
}

export function PodcastCreateForm({ categories, onCreated }: { categories: Category[]; onCreated: (podcast: Podcast) => void }) {
  const [draft, setDraft] = useState<Draft>({ title: '', description: '', category_id: '', link: '', image: null });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      onCreated(
        await createPodcast({
          title: draft.title.trim(),
          description: draft.description.trim(),
          category_id: Number(draft.category_id),
          link: draft.link.trim(),
          image: draft.image,
        }),
      );
    } catch (error) {
      const fieldErrors = firstFieldErrors(error);
      const { detail } = describeApiError(error);
      setErrors(fieldErrors);
      setFailure(detail ?? (hasErrors(fieldErrors) ? null : CREATE_FAILURE));
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Create podcast">
      <FormProgress value={progress(draft)} />
      {failure && <Alert variant="error">{failure}</Alert>}
      <TextField
        label="Title*"
        required
        value={draft.title}
        error={errors.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <TextArea
        label="Description*"
        required
        rows={6}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change('description', event.target.value)}
      />
      <SelectField
        label="Category*"
        required
        value={draft.category_id}
        error={errors.category_id}
        onChange={(event) => change('category_id', event.target.value)}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Podcast Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Optional: where listeners can find your show."
        value={draft.link}
        error={errors.link}
        onChange={(event) => change('link', event.target.value)}
      />
      <CoverImageField file={draft.image} error={errors.image} onChange={(file) => change('image', file)} />
      <Alert variant="info">
        Your podcast will be reviewed by our team before it is published. Review usually takes within 24 hours.
      </Alert>
      <Note>Fields marked * are required.</Note>
      <Actions>
        <ButtonLink to={paths.podcasts} variant="light">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          Create Podcast
        </Button>
      </Actions>
    </Form>
  );
}
