import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, Card, Container, PageHeader, PageSpinner, Stack, theme } from '@podbridge/shared/ui';
import { fetchMyExpertProfile } from '../../api';
import { useExpertCategories } from '../../components/useExpertCategories';
import { AuthenticationRequired, ExpertsOnly, ProfileAlreadyExists } from './CreateNotices';
import { ExpertCreateForm } from './ExpertCreateForm';

export const CHECK_FAILURE = 'Failed to check profile status';
export const CREATE_SUCCESS = 'Expert profile created successfully! Redirecting to experts page...';
/** Expert creation and its permission redirects wait 2 s (spec section 9). */
export const REDIRECT_DELAY_MS = 2000;

const Body = styled(Container)`
  max-width: 880px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

type ProfileCheck = 'checking' | 'none' | 'exists' | 'failed';
type Screen = 'loading' | 'login' | 'not-expert' | ProfileCheck | 'created';

/** Goes to `to` after the spec's 2 s, unless the page is left first. */
function useDelayedRedirect(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return undefined;
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
}

/** /experts/create: checks sign-in, user type and an existing profile, then the form (spec section 4). */
export function ExpertCreatePage() {
  const { isAuthenticated, isLoading, userType } = useAuth();
  const { categories } = useExpertCategories();
  const [profile, setProfile] = useState<ProfileCheck>('checking');
  const [created, setCreated] = useState(false);
  const isExpert = isAuthenticated && userType === 'expert';

  useEffect(() => {
    if (!isExpert) return undefined;
    let current = true;
    fetchMyExpertProfile()
      .then((existing) => current && setProfile(existing ? 'exists' : 'none'))
      .catch((error: unknown) => {
        console.error(CHECK_FAILURE, error);
        if (current) setProfile('failed');
      });
    return () => {
      current = false;
    };
  }, [isExpert]);

  let screen: Screen;
  if (isLoading) screen = 'loading';
  else if (!isAuthenticated) screen = 'login';
  else if (!isExpert) screen = 'not-expert';
  else if (created) screen = 'created';
  else screen = profile;

  const redirects: Partial<Record<Screen, string>> = { login: paths.login, 'not-expert': paths.home, created: paths.experts };
  useDelayedRedirect(redirects[screen] ?? null);

  return (
    <main>
      <PageHeader title="Create Expert Profile" subtitle="Share your expertise and get booked as a guest on podcasts." />
      <Body>
        {(screen === 'loading' || screen === 'checking') && <PageSpinner text="Checking your account..." />}
        {screen === 'login' && <AuthenticationRequired />}
        {screen === 'not-expert' && <ExpertsOnly />}
        {screen === 'exists' && <ProfileAlreadyExists />}
        {screen === 'created' && (
          <Card>
            <Alert variant="success">{CREATE_SUCCESS}</Alert>
          </Card>
        )}
        {(screen === 'none' || screen === 'failed') && (
          <Stack $gap="lg">
            {screen === 'failed' && <Alert variant="error">{CHECK_FAILURE}</Alert>}
            <Card>
              <ExpertCreateForm categories={categories} onCreated={() => setCreated(true)} />
            </Card>
          </Stack>
        )}
      </Body>
    </main>
  );
}
