import styled from 'styled-components';
import { IMAGE_HINT } from '@podbridge/shared/forms';
import { href, paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, FormActions, FormGrid } from '@podbridge/shared/ui';
import { useUpdatePodcast } from '../../api/updatePodcast';
import { PodcastImageInput, PodcastInput, usePodcastForm } from '../../components/PodcastForm';
import { UPDATE_FAILURE } from '../../components/podcastTexts';

const Form = styled(FormGrid).attrs({ as: 'form' })``;

export interface PodcastEditFormProps {
  podcast: Podcast;
  onSaved: (podcast: Podcast) => void;
}

/** Title, description, category and language are required; link and website URLs if given (spec section 5). The cover can be replaced. */
export function PodcastEditForm({ podcast, onSaved }: PodcastEditFormProps) {
  const update = useUpdatePodcast(podcast.id);
  const { form, submit, saving, serverError } = usePodcastForm({
    podcast,
    fields: ['title', 'description', 'category_id', 'language', 'link', 'website', 'social_media', 'image'],
    failure: UPDATE_FAILURE,
    alwaysReportFailure: true,
    save: async ({ title, description, category_id, language, link, website, social_media, image }) =>
      onSaved(
        await update.mutateAsync({
          title,
          description,
          category_id: Number(category_id),
          language,
          link,
          website,
          social_media,
          image,
        }),
      ),
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit podcast">
      {serverError && (
        <div className="wide">
          <Alert variant="error">{serverError}</Alert>
        </div>
      )}
      <div className="wide">
        <PodcastInput form={form} name="title" label="Title*" />
      </div>
      <div className="wide">
        <PodcastInput form={form} name="description" label="Description*" rows={6} />
      </div>
      <PodcastInput form={form} name="category_id" label="Category*" />
      <PodcastInput form={form} name="language" label="Language*" />
      <PodcastInput form={form} name="link" label="Podcast Link" hint="Where listeners can find your show." />
      <PodcastInput form={form} name="website" label="Website" />
      <PodcastInput
        form={form}
        name="social_media"
        label="Social Media"
        placeholder="e.g. @yourshow or a profile link"
      />
      <div className="wide">
        <PodcastImageInput
          form={form}
          label="Cover Image"
          hint={`Leave empty to keep the current image. ${IMAGE_HINT}. Recommended size: 1400x1400 pixels.`}
        />
      </div>
      <FormActions className="wide">
        <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} variant="light">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </FormActions>
    </Form>
  );
}
