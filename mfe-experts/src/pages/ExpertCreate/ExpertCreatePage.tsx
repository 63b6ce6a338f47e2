import { useState } from 'react';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useAuth } from '@podbridge/shared/auth';
import { applyServerErrors, useFormProgress } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, Card, FormProgress, PageHeader, PageSpinner, Stack, theme } from '@podbridge/kit';
import { useCreateExpertProfile } from '../../api/createExpertProfile';
import { useExpertCategories } from '../../api/expertCategories';
import { useMyExpertProfile } from '../../api/getMyExpertProfile';
import { ExpertProfileForm } from '../../components/ExpertProfileForm';
import { FormPageBody, useDelayedRedirect } from '../../components/PageParts';
import {
  PAGE_FIELD_ALIASES,
  PAGE_FIELDS,
  REQUIRED_FIELDS,
  expertFields,
  useExpertForm,
  type ExpertFormValues,
} from '../../components/expertForm';
import { useExpertTexts } from '../../texts';
import { AuthenticationRequired, ExpertsOnly, ProfileAlreadyExists } from './CreateNotices';

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

type Screen = 'loading' | 'login' | 'not-expert' | 'checking' | 'none' | 'exists' | 'failed' | 'created';

/** Name, bio, expertise and years required, with progress over them; the server's answer on the fields. */
function ExpertCreateForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useExpertTexts();
  const { categories } = useExpertCategories();
  const create = useCreateExpertProfile();
  const expertForm = useExpertForm();
  const progress = useFormProgress(expertForm.form, REQUIRED_FIELDS);

  const submit = async (values: ExpertFormValues) => {
    try {
      await create.mutateAsync({ fields: expertFields(values), picture: values.profile_picture });
      onCreated();
    } catch (error) {
      console.error('Failed to create expert profile', error);
      // The server's detail, else the field messages alone, else the page's failure text.
      const fallback = describeApiError(error).status === null ? t('create.error') : t('create.failure');
      applyServerErrors(expertForm.form, error, { fields: PAGE_FIELDS, aliases: PAGE_FIELD_ALIASES, fallback });
    }
  };

  return (
    <ExpertProfileForm
      label={t('create.formLabel')}
      expertForm={expertForm}
      categories={categories}
      onSubmit={submit}
      header={<FormProgress value={progress} />}
      notes={
        <>
          <Alert variant="info">{t('create.reviewNotice')}</Alert>
          <Note>{t('create.requiredNote')}</Note>
        </>
      }
      actions={
        <>
          <ButtonLink to={paths.experts} variant="light">
            {t('create.cancel')}
          </ButtonLink>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    />
  );
}

/** /experts/create: checks sign-in, user type and an existing profile, then the form. */
export function ExpertCreatePage() {
  const { t } = useExpertTexts();
  const { isAuthenticated, isLoading, userType } = useAuth();
  const isExpert = isAuthenticated && userType === 'expert';
  const own = useMyExpertProfile({ enabled: isExpert });
  const [created, setCreated] = useState(false);

  let screen: Screen;
  if (isLoading) screen = 'loading';
  else if (!isAuthenticated) screen = 'login';
  else if (!isExpert) screen = 'not-expert';
  else if (created) screen = 'created';
  else if (own.isPending) screen = 'checking';
  else if (own.isError) screen = 'failed';
  else screen = own.data ? 'exists' : 'none';

  const redirects: Partial<Record<Screen, string>> = {
    login: paths.login,
    'not-expert': paths.home,
    created: paths.experts,
  };
  useDelayedRedirect(redirects[screen] ?? null);

  return (
    <>
      <PageHeader title={t('create.title')} subtitle={t('create.subtitle')} />
      <FormPageBody>
        {(screen === 'loading' || screen === 'checking') && <PageSpinner text={t('create.checking')} />}
        {screen === 'login' && <AuthenticationRequired />}
        {screen === 'not-expert' && <ExpertsOnly />}
        {screen === 'exists' && <ProfileAlreadyExists />}
        {screen === 'created' && (
          <Card>
            <Alert variant="success">{t('create.success')}</Alert>
          </Card>
        )}
        {(screen === 'none' || screen === 'failed') && (
          <Stack $gap="lg">
            {screen === 'failed' && <Alert variant="error">{t('create.checkFailure')}</Alert>}
            <Card>
              <ExpertCreateForm onCreated={() => setCreated(true)} />
            </Card>
          </Stack>
        )}
      </FormPageBody>
    </>
  );
}
