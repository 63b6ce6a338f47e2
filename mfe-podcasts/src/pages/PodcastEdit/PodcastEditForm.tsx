import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, firstFieldErrors } from '@podbridge/shared/api';
import { href, paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, SelectField, TextArea, TextField, media, theme } from '@podbridge/shared/ui';
import { updatePodcast, type Category, type Podcast } from '../../api';
import { UPDATE_FAILURE } from '../../components/EditPodcastDialog';
import { INVALID_URL, REQUIRED_MESSAGES, hasErrors, isHttpUrl, type FieldErrors } from '../../components/podcastValidation';

type Field = 'title' | 'description' | 'category_id' | 'language' | 'website' | 'social_media';
type Draft = Record<Field, string>;

const Form = styled.form`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide { grid-column: 1 / -1; }
  }
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
    language: draft.language.trim() ? undefined : REQUIRED_MESSAGES.language,
    website: draft.website.trim() && !isHttpUrl(draft.website.trim()) ? INVALID_URL : undefined,
  };
}

export interface PodcastEditFormProps {
  podcast: Podcast;
  categories: Category[];
  onSaved: (podcast: Podcast) => void;
}

/** Title, description, category and language are required; website a URL if given (spec section 5). */
export function PodcastEditForm({ podcast, categories, onSaved }: PodcastEditFormProps) {
  const [draft, setDraft] = useState<Draft>({
    title: podcast.title,
    description: podcast.description,
    category_id: String(podcast.category?.id ?? podcast.category_id ?? ''),
    language: podcast.language ?? '',
    website: podcast.website ?? '',
    social_media: podcast.social_media ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: Field) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      onSaved(
        await updatePodcast(podcast.id, {
          title: draft.title.trim(),
          description: draft.description.trim(),
          category_id: Number(draft.category_id),
          language: draft.language.trim(),
          website: draft.website.trim() || null,
          social_media: draft.social_media.trim() || null,
        }),
      );
    } catch (error) {
      setErrors(firstFieldErrors(error));
      setFailure(apiErrorMessage(error, UPDATE_FAILURE));
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit podcast">
      {failure && (
        <div className="wide">
          <Alert variant="error">{failure}</Alert>
        </div>
      )}
      <div className="wide">
        <TextField label="Title*" required {...field('title')} />
      </div>
      <div className="wide">
        <TextArea label="Description*" required rows={6} {...field('description')} />
      </div>
      <SelectField label="Category*" required {...field('category_id')}>
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Language*" required placeholder="e.g. English" {...field('language')} />
      <TextField label="Website" type="url" inputMode="url" placeholder="https://" {...field('website')} />
      <TextField label="Social Media" placeholder="e.g. @yourshow or a profile link" {...field('social_media')} />
      <Actions className="wide">
        <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} variant="light">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </Actions>
    </Form>
  );
}
