import styled from 'styled-components';
import { useFormProgress } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, FormProgress, theme, stack, wrap } from '@podbridge/kit';
import { useCreatePodcast } from '../../api/createPodcast';
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
        }),
      ),
  });
  const progress = useFormProgress(form, ['title', 'description', 'category_id']);

  return (
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
  );
}
