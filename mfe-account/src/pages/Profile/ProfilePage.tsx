import { useEffect } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import type { StoredUserData } from '@podbridge/shared/types';
import { Alert, Badge, ButtonLink, Card, CardTitle, Container, PageHeader, PageSpinner, media, theme } from '@podbridge/shared/ui';

export const USER_TYPE_NOT_RECOGNIZED = 'User type not recognized. Please log in again.';

/** My Profile has an expert view and a podcaster view (spec section 2); other types are not recognised here. */
const PROFILE_VIEWS = {
  expert: {
    label: 'Expert',
    intro: 'Podcasters browse the expert directory to find guests. A complete profile gets you booked.',
    next: { to: paths.expertCreate, text: 'Create Expert Profile' },
  },
  podcaster: {
    label: 'Podcaster',
    intro: 'Set up your podcaster profile and publish your shows to start finding expert guests.',
    next: { to: paths.podcasterProfile, text: 'My Podcaster Profile' },
  },
} as const;

const Body = styled(Container)`
  display: grid;
  gap: ${theme.spacing.lg};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
  ${media.lg} { grid-template-columns: 360px 1fr; align-items: start; }
`;

const Notice = styled(Container)`
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

const Identity = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing.sm};
  text-align: center;
`;

const Avatar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 150px;
  height: 150px;
  border-radius: 50%;
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  font-size: 56px;
  font-weight: ${theme.fontWeights.heavy};
  box-shadow: ${theme.shadows.md};
`;

const Username = styled.h2`
  font-size: ${theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  gap: ${theme.spacing.md};
  ${media.sm} { grid-template-columns: max-content 1fr; column-gap: ${theme.spacing.xl}; }
  dt { color: ${theme.colors.textMuted}; font-weight: ${theme.fontWeights.semibold}; }
  dd { overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.sm};
  margin-top: ${theme.spacing.lg};
`;

const Intro = styled.p`
  margin: -${theme.spacing.sm} 0 ${theme.spacing.lg};
  color: ${theme.colors.textMuted};
`;

function AccountDetails({ user }: { user: StoredUserData }) {
  const view = user.user_type === 'expert' || user.user_type === 'podcaster' ? PROFILE_VIEWS[user.user_type] : null;
  if (!view) {
    return (
      <Notice>
        <Alert variant="error">{USER_TYPE_NOT_RECOGNIZED}</Alert>
      </Notice>
    );
  }
  return (
    <Body>
      <Identity>
        <Avatar aria-hidden="true">{user.username.charAt(0).toUpperCase()}</Avatar>
        <Username>{user.username}</Username>
        <Badge variant={user.user_type === 'expert' ? 'accent' : 'primary'}>{view.label}</Badge>
      </Identity>
      <Card as="section" aria-labelledby="account-details-title">
        <CardTitle id="account-details-title">Account details</CardTitle>
        <Intro>{view.intro}</Intro>
        <Details>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>User type</dt>
          <dd>{view.label}</dd>
          <dt>Email</dt>
          <dd>{user.email ?? '—'}</dd>
        </Details>
        <Actions>
          <ButtonLink to={view.next.to}>{view.next.text}</ButtonLink>
          <ButtonLink to={paths.home} variant="light">
            Go to Home
          </ButtonLink>
        </Actions>
      </Card>
    </Body>
  );
}

export function ProfilePage() {
  const { user, refreshUser } = useAuth();

  useEffect(() => {
    // The stored copy shows at once; a failed refresh keeps it (the shared client ends a dead session itself).
    refreshUser().catch(() => undefined);
  }, [refreshUser]);

  return (
    <main>
      <PageHeader title="My Profile" subtitle="Your PodBridge account at a glance." />
      {user ? (
        <AccountDetails user={user} />
      ) : (
        <PageSpinner text="Loading your profile..." />
      )}
    </main>
  );
}
