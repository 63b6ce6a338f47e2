import styled from 'styled-components';
import { IMAGE_HINT, useFormProgress } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, FormProgress, theme } from '@podbridge/shared/ui';
import { useCreatePodcast } from '../../api/createPodcast';
import { PodcastImageInput, PodcastInput, usePodcastForm } from '../../components/PodcastForm';

export const CREATE_FAILURE = 'An error occurred';

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

/** Title, description and category are required; the progress is the share of them filled (spec section 5). */
export function PodcastCreateForm({ onCreated }: { onCreated: (podcast: Podcast) => void }) {
  const create = useCreatePodcast();
  const { form, submit, saving, serverError } = usePodcastForm({
    fields: ['title', 'description', 'category_id', 'language', 'link', 'image'],
    failure: CREATE_FAILURE,
    save: async ({ title, description, category_id, language, link, image }) =>
      onCreated(
        await create.mutateAsync({ title, description, category_id: Number(category_id), language, link, image }),
      ),
  });
  const progress = useFormProgress(form, ['title', 'description', 'category_id']);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Create podcast">
      <FormProgress value={progress} />
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <PodcastInput form={form} name="title" label="Title*" />
      <PodcastInput form={form} name="description" label="Description*" rows={6} />
      <PodcastInput form={form} name="category_id" label="Category*" />
      <PodcastInput form={form} name="language" label="Language" optional />
      <PodcastInput
        form={form}
        name="link"
        label="Podcast Link"
        hint="Optional: where listeners can find your show."
      />
      <PodcastImageInput
        form={form}
        label="Cover Image"
        hint={`${IMAGE_HINT}. Recommended size: 1400x1400 pixels.`}
      />
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
