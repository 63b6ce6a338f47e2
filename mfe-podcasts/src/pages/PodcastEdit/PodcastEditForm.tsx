import styled from 'styled-components';
import { href, paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, FormActions, FormGrid } from '@podbridge/kit';
import { useUpdatePodcast } from '../../api/updatePodcast';
import { AudienceLanguagesField, GuestTopicsField } from '../../components/GuestFields';
import { PodcastImageInput, PodcastInput, usePodcastForm } from '../../components/PodcastForm';
import { usePodcastTexts } from '../../texts';

const Form = styled(FormGrid).attrs({ as: 'form' })``;

export interface PodcastEditFormProps {
  podcast: Podcast;
  onSaved: (podcast: Podcast) => void;
}

/** Title, description, category and language are required; link and website URLs if given. The cover can be replaced. */
export function PodcastEditForm({ podcast, onSaved }: PodcastEditFormProps) {
  const { t } = usePodcastTexts();
  const update = useUpdatePodcast(podcast.id);
  const { form, submit, saving, serverError } = usePodcastForm({
    podcast,
    fields: [
      'title',
      'description',
      'category_id',
      'language',
      'guest_topic_ids',
      'audience_languages',
      'link',
      'website',
      'social_media',
      'image',
    ],
    failure: t('edit.failure'),
    alwaysReportFailure: true,
    save: async ({
      title,
      description,
      category_id,
      language,
      guest_topic_ids,
      audience_languages,
      link,
      website,
      social_media,
      image,
    }) =>
      onSaved(
        await update.mutateAsync({
          title,
          description,
          category_id: Number(category_id),
          language,
          guest_topic_ids,
          audience_languages,
          link,
          website,
          social_media,
          image,
        }),
      ),
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('edit.formLabel')}>
      {serverError && (
        <div className="wide">
          <Alert variant="error">{serverError}</Alert>
        </div>
      )}
      <div className="wide">
        <PodcastInput form={form} name="title" label={t('form.titleRequired')} />
      </div>
      <div className="wide">
        <PodcastInput form={form} name="description" label={t('form.descriptionRequired')} rows={6} />
      </div>
      <PodcastInput form={form} name="category_id" label={t('form.categoryRequired')} />
      <PodcastInput form={form} name="language" label={t('form.languageRequired')} />
      <div className="wide">
        <GuestTopicsField form={form} />
      </div>
      <div className="wide">
        <AudienceLanguagesField form={form} />
      </div>
      <PodcastInput form={form} name="link" label={t('form.podcastLink')} hint={t('edit.linkHint')} />
      <PodcastInput form={form} name="website" label={t('form.website')} />
      <PodcastInput
        form={form}
        name="social_media"
        label={t('form.socialMedia')}
        placeholder={t('form.socialMediaPlaceholder')}
      />
      <div className="wide">
        <PodcastImageInput
          form={form}
          label={t('form.coverImage')}
          hint={t('edit.coverHint', { imageHint: t('common:forms.imageHint') })}
        />
      </div>
      <FormActions className="wide">
        <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} variant="light">
          {t('edit.cancel')}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {t('edit.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
