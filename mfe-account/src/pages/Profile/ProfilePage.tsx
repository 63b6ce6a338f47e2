import { useEffect } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { Alert, Container, PageHeader, PageSpinner, Stack, media, theme } from '@podbridge/shared/ui';
import { AccountCard } from './AccountCard';
import { ExpertView } from './ExpertView';
import { MessageEmailsCard } from './MessageEmailsCard';
import { PodcasterView } from './PodcasterView';
import { useAccountTexts } from '../../texts';

const Body = styled(Container)`
  display: grid;
  gap: ${theme.spacing.lg};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
  ${media.lg} {
    grid-template-columns: 300px minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled(Stack)`
  ${media.lg} {
    position: sticky;
    top: ${theme.spacing.lg};
  }
`;

const Views = styled(Stack)`
  min-width: 0;
`;

/** /profile: the expert or podcaster view by the stored user type (spec section 2), beside the account facts. */
export function ProfilePage() {
  const { t } = useAccountTexts();
  const { user, refreshUser } = useAuth();

  useEffect(() => {
    // The stored copy shows at once; a failed refresh keeps it (the shared client ends a dead session itself).
    refreshUser().catch(() => undefined);
  }, [refreshUser]);

  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {user ? (
        <Body>
          <Side $gap="lg">
            <AccountCard user={user} />
            <MessageEmailsCard />
          </Side>
          <Views $gap="lg">
            {user.user_type === 'expert' && <ExpertView />}
            {user.user_type === 'podcaster' && <PodcasterView />}
            {user.user_type !== 'expert' && user.user_type !== 'podcaster' && (
              <Alert variant="error">{t('profile.userTypeNotRecognized')}</Alert>
            )}
          </Views>
        </Body>
      ) : (
        <PageSpinner text={t('profile.loading')} />
      )}
    </>
  );
}
