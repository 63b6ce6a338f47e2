import { useEffect, useState } from 'react';
import { useNavigate } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Alert, Card, Container, PageHeader, theme } from '@podbridge/kit';
import { useAccountTexts } from '../../texts';
import { PodcasterProfileCreateForm } from './PodcasterProfileCreateForm';

/** Profile create: success goes to /profile after 2 seconds. */
export const PROFILE_CREATE_REDIRECT_MS = 2000;

const Body = styled(Container)`
  max-width: 880px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** /podcasts/profile/create and its alias /podcaster-profile/create; the shell guards login. */
export function PodcasterProfileCreatePage() {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return undefined;
    const timer = setTimeout(() => navigate(paths.profile), PROFILE_CREATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  return (
    <>
      <PageHeader title={t('podcasterCreate.title')} subtitle={t('podcasterCreate.subtitle')} />
      <Body>
        <Card>
          {created ? (
            <Alert variant="success">{t('podcasterCreate.success')}</Alert>
          ) : (
            <PodcasterProfileCreateForm onCreated={() => setCreated(true)} />
          )}
        </Card>
      </Body>
    </>
  );
}
