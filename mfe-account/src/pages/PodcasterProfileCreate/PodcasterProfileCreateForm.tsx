import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Stack, media, theme } from '@podbridge/kit';
import { useCreatePodcasterProfile } from '../../api/createPodcasterProfile';
import { FormActions } from '../../components/FormActions';
import {
  PodcasterProfileFields,
  showSaveFailure,
  usePodcasterProfileForm,
} from '../../components/PodcasterProfileFields';
import { socialLinksOf } from '../../components/socialLinks';
import { useAccountTexts, type AccountTextKey } from '../../texts';
import { ProfilePictureField } from './ProfilePictureField';

const Form = styled.form`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: 220px 1fr;
    align-items: start;
  }
`;

const Fields = styled(Stack)`
  min-width: 0;
`;

/** The required picture's rule: its message is a key of the account texts, shown in the site's language. */
const pictureRule = {
  validate: (file: File | null): true | AccountTextKey =>
    !file
      ? 'podcasterCreate.picture.required'
      : file.type.startsWith('image/')
        ? true
        : 'podcasterCreate.picture.notImage',
};

type Texts = (key: AccountTextKey) => string;

function failureMessage(error: unknown, t: Texts): string {
  const { status, detail } = describeApiError(error);
  if (status === 400) return t('podcasterCreate.errors.invalid');
  if (status === 403) return t('podcasterCreate.errors.alreadyExists');
  return detail ?? t('podcasterCreate.errors.failed');
}

/** Bio, website, a link per social network, channel name and the required picture. */
export function PodcasterProfileCreateForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useAccountTexts();
  const { form, failure } = usePodcasterProfileForm();
  const create = useCreatePodcasterProfile();

  const submit = form.handleSubmit(async ({ bio, website, social_links, channel_name, profile_picture }) => {
    // The rules have passed: the picture is chosen and every link is an address.
    if (!profile_picture) return;
    try {
      await create.mutateAsync({
        bio: bio.trim(),
        website: website.trim(),
        social_links: socialLinksOf(social_links),
        channel_name: channel_name.trim(),
        profile_picture,
      });
    } catch (error) {
      showSaveFailure(form, error, failureMessage(error, t));
      return;
    }
    onCreated();
  });

  return (
    <Form noValidate aria-label={t('podcasterCreate.form')} onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="profile_picture"
        rules={pictureRule}
        render={({ field, fieldState: { error } }) => (
          <ProfilePictureField
            file={field.value}
            error={error?.type === 'validate' && error.message ? t(error.message as AccountTextKey) : error?.message}
            onChange={field.onChange}
          />
        )}
      />
      <Fields>
        {failure && <Alert variant="error">{failure}</Alert>}
        <PodcasterProfileFields
          form={form}
          bioRows={5}
          bioPlaceholder={t('podcasterCreate.bioPlaceholder')}
          socialLinks
          channelName
        />
        <FormActions
          cancelTo={paths.profile}
          submit={t('podcasterCreate.submit')}
          saving={form.formState.isSubmitting}
        />
      </Fields>
    </Form>
  );
}
