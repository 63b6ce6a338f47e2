import toast from 'react-hot-toast';
import { useNavigate } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import type { PodcasterProfile } from '@podbridge/shared/types';
import { Alert, ButtonLink, Card, Container, PageHeader, Stack, theme } from '@podbridge/kit';
import { useMyPodcasterProfile } from '../../api/getMyPodcasterProfile';
import { useUpdateMyPodcasterProfile } from '../../api/updateMyPodcasterProfile';
import { ActionRow, FormActions } from '../../components/FormActions';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import {
  PodcasterProfileFields,
  showSaveFailure,
  usePodcasterProfileForm,
} from '../../components/PodcasterProfileFields';
import { useAccountTexts } from '../../texts';

const Body = styled(Container)`
  max-width: 760px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** /podcasts/profile/edit: bio and website, both optional; saving and cancelling go to /podcaster/profile. */
export function PodcasterProfileEditPage() {
  const { t } = useAccountTexts();
  const query = useMyPodcasterProfile();
  const states: OwnProfileStates = {
    loading: t('profile.loading'),
    failure: t('podcasterEdit.failure'),
    missing: (
      <Card>
        <Alert variant="warning">{t('podcasterEdit.notFound')}</Alert>
        <ActionRow>
          <ButtonLink to={paths.podcasterProfileCreate}>{t('actions.createPodcasterProfile')}</ButtonLink>
        </ActionRow>
      </Card>
    ),
  };
  return (
    <>
      <PageHeader title={t('podcasterEdit.title')} subtitle={t('podcasterEdit.subtitle')} />
      <Body>
        <OwnProfileGate query={query} states={states}>
          {(profile) => <EditForm profile={profile} />}
        </OwnProfileGate>
      </Body>
    </>
  );
}

function EditForm({ profile }: { profile: PodcasterProfile }) {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const { form, failure } = usePodcasterProfileForm(profile);
  const update = useUpdateMyPodcasterProfile();

  const save = form.handleSubmit(async ({ bio, website }) => {
    try {
      await update.mutateAsync({ bio: bio.trim(), website: website.trim() });
    } catch (error) {
      showSaveFailure(form, error, t('podcasterEdit.updateFailed'));
      return;
    }
    toast.success(t('profile.podcaster.updated'));
    navigate(paths.podcasterProfile);
  });

  return (
    <Card>
      <Stack as="form" noValidate aria-label={t('podcasterEdit.form')} onSubmit={(event) => void save(event)}>
        {failure && <Alert variant="error">{failure}</Alert>}
        <PodcasterProfileFields form={form} bioRows={6} />
        <FormActions
          cancelTo={paths.podcasterProfile}
          submit={t('actions.saveChanges')}
          saving={form.formState.isSubmitting}
        />
      </Stack>
    </Card>
  );
}
