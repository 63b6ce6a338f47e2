import { paths } from '@podbridge/shared/paths';
import { Alert, Card, NoticeCard, Stack, WithBackLink } from '@podbridge/shared/ui';

export const LOGIN_REQUIRED = 'Please log in to create an expert profile';
export const EXPERTS_ONLY = 'Only users registered as experts can create expert profiles';

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
      next={{ to: paths.login, label: 'Go to Login' }}
    />
  );
}

/** Signed in as a podcaster or listener: the message and the redirect home after 2 s (spec section 6). */
export function ExpertsOnly() {
  return (
    <Card>
      <WithBackLink back={{ to: paths.home, label: 'Back to Home' }}>
        <Alert variant="error" title="Expert account required">
          {EXPERTS_ONLY}
        </Alert>
        <p>Redirecting to the home page...</p>
      </WithBackLink>
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
      next={{ to: paths.experts, label: 'View My Profile' }}
      back={{ to: paths.home, label: 'Back to Home' }}
    />
  );
}
