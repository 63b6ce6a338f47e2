import { useEffect } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { Alert, Container, PageHeader, PageSpinner, Stack, media, theme } from '@podbridge/kit';
import { AccountCard, ACCOUNT_TYPES } from './AccountCard';
import { AdminCard, ListenerCard } from './AdminCard';
import { DigestCard } from '../../components/DigestCard';
import { ExpertView } from './ExpertView';
import { MessageEmailsCard } from '../../components/MessageEmailsCard';
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

/**
 * /profile: beside the account facts, the expert or podcaster view by the stored user type, an admin's way to the
 * dashboard (with or without a podcaster or expert side), or what a listener's account is for; an unknown type is
 * the error the product names.
 */
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
            {(user.user_type === 'expert' || user.user_type === 'podcaster') && <DigestCard reader={user.user_type} />}
          </Side>
          <Views $gap="lg">
            {user.is_admin && <AdminCard />}
            {user.user_type === 'expert' && <ExpertView />}
            {user.user_type === 'podcaster' && <PodcasterView />}
            {user.user_type === 'listener' && !user.is_admin && <ListenerCard />}
            {!ACCOUNT_TYPES.has(user.user_type) && <Alert variant="error">{t('profile.userTypeNotRecognized')}</Alert>}
          </Views>
        </Body>
      ) : (
        <PageSpinner text={t('profile.loading')} />
      )}
    </>
  );
}
