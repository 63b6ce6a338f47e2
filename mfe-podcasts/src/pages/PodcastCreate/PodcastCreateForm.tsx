import styled from 'styled-components';
import { useFormProgress } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { useState } from 'react';
import { Alert, Button, ButtonLink, FormProgress, Stack, theme, stack, wrap } from '@podbridge/kit';
import { useCreatePodcast } from '../../api/createPodcast';
import type { FeedPreview } from '../../api/podcastFeed';
import { FeedImport } from './FeedImport';
import { AudienceLanguagesField, GuestTopicsField } from '../../components/GuestFields';
import { PodcastImageInput, PodcastInput, usePodcastForm } from '../../components/PodcastForm';
import { usePodcastTexts } from '../../texts';

const Form = styled.form`
  ${stack('lg')}
`;

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  ${wrap('sm')}
  justify-content: flex-end;
`;

/** Title, description and category are required; the progress is the share of them filled. */
export function PodcastCreateForm({ onCreated }: { onCreated: (podcast: Podcast) => void }) {
  const { t } = usePodcastTexts();
  const create = useCreatePodcast();
  const [feed, setFeed] = useState<FeedPreview | null>(null);
  const { form, submit, saving, serverError } = usePodcastForm({
    fields: [
      'title',
      'description',
      'category_id',
      'language',
      'guest_topic_ids',
      'audience_languages',
      'link',
      'image',
    ],
    failure: t('create.failure'),
    save: async ({ title, description, category_id, language, guest_topic_ids, audience_languages, link, image }) =>
      onCreated(
        await create.mutateAsync({
          title,
          description,
          category_id: Number(category_id),
          language,
          guest_topic_ids,
          audience_languages,
          link,
          image,
          feed_url: feed?.feed_url,
        }),
      ),
  });

  /** The feed's fields replace the form's (the podcaster reviews them); what the feed lacks stays as typed. */
  const fillFromFeed = (preview: FeedPreview) => {
    setFeed(preview);
    const values = form.getValues();
    form.reset({
      ...values,
      title: preview.title || values.title,
      description: preview.description || values.description,
      category_id: preview.category_id === null ? values.category_id : String(preview.category_id),
      language: preview.language ?? values.language,
      link: preview.website ?? values.link,
    });
  };
  const progress = useFormProgress(form, ['title', 'description', 'category_id']);

  return (
    <Stack $gap="lg">
      <FeedImport imported={feed} onImported={fillFromFeed} onRemove={() => setFeed(null)} />
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('create.formLabel')}>
        <FormProgress value={progress} />
        {serverError && <Alert variant="error">{serverError}</Alert>}
        <PodcastInput form={form} name="title" label={t('form.titleRequired')} />
        <PodcastInput form={form} name="description" label={t('form.descriptionRequired')} rows={6} />
        <PodcastInput form={form} name="category_id" label={t('form.categoryRequired')} />
        <PodcastInput form={form} name="language" label={t('form.language')} optional />
        <AudienceLanguagesField form={form} />
        <GuestTopicsField form={form} />
        <PodcastInput form={form} name="link" label={t('form.podcastLink')} hint={t('create.linkHint')} />
        <PodcastImageInput
          form={form}
          label={t('form.coverImage')}
          hint={t('form.coverHint', { imageHint: t('common:forms.imageHint') })}
        />
        <Alert variant="info">{t('create.reviewNote')}</Alert>
        <Note>{t('create.requiredNote')}</Note>
        <Actions>
          <ButtonLink to={paths.podcasts} variant="light">
            {t('create.cancel')}
          </ButtonLink>
          <Button type="submit" loading={saving}>
            {t('create.submit')}
          </Button>
        </Actions>
      </Form>
    </Stack>
  );
}
