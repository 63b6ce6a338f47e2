import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Stack, media, theme } from '@podbridge/shared/ui';
import { useCreatePodcasterProfile } from '../../api/createPodcasterProfile';
import { FormActions } from '../../components/FormActions';
import {
  PodcasterProfileFields,
  showSaveFailure,
  usePodcasterProfileForm,
} from '../../components/PodcasterProfileFields';
import { socialLinksOf } from '../../components/socialLinks';
import { ProfilePictureField } from './ProfilePictureField';

export const PICTURE_REQUIRED = 'Please upload a profile picture';
export const PICTURE_NOT_IMAGE = 'Please choose an image file';
export const CREATE_INVALID = 'Please check your input and try again';
export const CREATE_ALREADY_EXISTS = 'You already have a podcaster profile';
export const CREATE_FAILURE = 'Failed to create profile';

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

const pictureRule = {
  validate: (file: File | null): true | string =>
    !file ? PICTURE_REQUIRED : file.type.startsWith('image/') ? true : PICTURE_NOT_IMAGE,
};

function failureMessage(error: unknown): string {
  const { status, detail } = describeApiError(error);
  if (status === 400) return CREATE_INVALID;
  if (status === 403) return CREATE_ALREADY_EXISTS;
  return detail ?? CREATE_FAILURE;
}

/** Bio, website, a link per social network, channel name and the required picture (spec section 5). */
export function PodcasterProfileCreateForm({ onCreated }: { onCreated: () => void }) {
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
      showSaveFailure(form, error, failureMessage(error));
      return;
    }
    onCreated();
  });

  return (
    <Form noValidate aria-label="Create podcaster profile" onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="profile_picture"
        rules={pictureRule}
        render={({ field, fieldState }) => (
          <ProfilePictureField file={field.value} error={fieldState.error?.message} onChange={field.onChange} />
        )}
      />
      <Fields>
        {failure && <Alert variant="error">{failure}</Alert>}
        <PodcasterProfileFields
          form={form}
          bioRows={5}
          bioPlaceholder="Tell experts about you and your show."
          socialLinks
          channelName
        />
        <FormActions cancelTo={paths.profile} submit="Create Profile" saving={form.formState.isSubmitting} />
      </Fields>
    </Form>
  );
}
