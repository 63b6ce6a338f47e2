import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import type { PodcasterProfile } from '@podbridge/shared/types';
import { Alert, ButtonLink, Card, Container, PageHeader, Stack, theme } from '@podbridge/shared/ui';
import { useMyPodcasterProfile } from '../../api/getMyPodcasterProfile';
import { useUpdateMyPodcasterProfile } from '../../api/updateMyPodcasterProfile';
import { ActionRow, FormActions } from '../../components/FormActions';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import {
  PodcasterProfileFields,
  showSaveFailure,
  usePodcasterProfileForm,
} from '../../components/PodcasterProfileFields';

export const PROFILE_NOT_FOUND = 'Podcaster profile not found. Please create one first.';
export const PROFILE_LOAD_FAILURE = 'Failed to load profile. Please try again later.';
export const UPDATE_SUCCESS = 'Profile updated successfully';
export const UPDATE_FAILURE = 'Failed to update profile. Please try again.';

const STATES: OwnProfileStates = {
  loading: 'Loading your profile...',
  failure: PROFILE_LOAD_FAILURE,
  missing: (
    <Card>
      <Alert variant="warning">{PROFILE_NOT_FOUND}</Alert>
      <ActionRow>
        <ButtonLink to={paths.podcasterProfileCreate}>Create Podcaster Profile</ButtonLink>
      </ActionRow>
    </Card>
  ),
};

const Body = styled(Container)`
  max-width: 760px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** /podcasts/profile/edit: bio and website, both optional; saving and cancelling go to /podcaster/profile. */
export function PodcasterProfileEditPage() {
  const query = useMyPodcasterProfile();
  return (
    <>
      <PageHeader title="Edit Podcaster Profile" subtitle="Keep your bio and website up to date for experts." />
      <Body>
        <OwnProfileGate query={query} states={STATES}>
          {(profile) => <EditForm profile={profile} />}
        </OwnProfileGate>
      </Body>
    </>
  );
}

function EditForm({ profile }: { profile: PodcasterProfile }) {
  const navigate = useNavigate();
  const { form, failure } = usePodcasterProfileForm(profile);
  const update = useUpdateMyPodcasterProfile();

  const save = form.handleSubmit(async ({ bio, website }) => {
    try {
      await update.mutateAsync({ bio: bio.trim(), website: website.trim() });
    } catch (error) {
      showSaveFailure(form, error, UPDATE_FAILURE);
      return;
    }
    toast.success(UPDATE_SUCCESS);
    navigate(paths.podcasterProfile);
  });

  return (
    <Card>
      <Stack as="form" noValidate aria-label="Edit podcaster profile" onSubmit={(event) => void save(event)}>
        {failure && <Alert variant="error">{failure}</Alert>}
        <PodcasterProfileFields form={form} bioRows={6} />
        <FormActions cancelTo={paths.podcasterProfile} submit="Save Changes" saving={form.formState.isSubmitting} />
      </Stack>
    </Card>
  );
}
