import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Alert, ButtonLink, Card, EmptyState, Icon, Stack, theme, type EmptyStateProps, type IconName } from '@podbridge/shared/ui';

export const LOGIN_REQUIRED = 'Please log in to create an expert profile';
export const EXPERTS_ONLY = 'Only users registered as experts can create expert profiles';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing.sm};
`;

/** A notice in a card: icon, title, text and what the user may do next. */
function NoticeCard({ icon, ...notice }: Omit<EmptyStateProps, 'icon'> & { icon: IconName }) {
  return (
    <Card>
      <EmptyState icon={<Icon name={icon} size={28} />} {...notice} />
    </Card>
  );
}

/** Not signed in: the message, Go to Login, and the redirect to /login after 2 s (spec section 6). */
export function AuthenticationRequired() {
  return (
    <NoticeCard
        icon="user"
        title="Authentication Required"
        hint={
          <Stack $gap="sm">
            <span>{LOGIN_REQUIRED}</span>
            <span>Redirecting to the login page...</span>
          </Stack>
        }
        action={<ButtonLink to={paths.login}>Go to Login</ButtonLink>}
      />
  );
}

/** Signed in as a podcaster or listener: the message and the redirect home after 2 s (spec section 6). */
export function ExpertsOnly() {
  return (
    <Card>
      <Stack>
        <Alert variant="error" title="Expert account required">
          {EXPERTS_ONLY}
        </Alert>
        <p>Redirecting to the home page...</p>
        <div>
          <ButtonLink to={paths.home} variant="light">
            Back to Home
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}

/** The user already has a profile: one per expert (spec section 6). */
export function ProfileAlreadyExists() {
  return (
    <NoticeCard
        icon="check"
        title="Profile Already Exists"
        hint="You already have an expert profile. You can find it in the expert directory and edit it from there."
        action={
          <Buttons>
            <ButtonLink to={paths.experts}>View My Profile</ButtonLink>
            <ButtonLink to={paths.home} variant="light">
              Back to Home
            </ButtonLink>
          </Buttons>
        }
      />
  );
}
