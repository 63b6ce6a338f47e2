import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useAuth } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { Alert, ButtonLink, Card, Container, PageHeader, PageSpinner, Stack, theme } from '@podbridge/shared/ui';
import { fetchMyExpertProfile, type ExpertProfile } from '../../api';
import { useExpertCategories } from '../../components/useExpertCategories';
import { ExpertEditForm } from './ExpertEditForm';

export const NOT_OWNER = 'You can only edit your own profile';
export const NO_PROFILE = "You don't have an expert profile yet. Please create one first.";
export const LOAD_FAILURE = 'Failed to load profile';
export const LOAD_ERROR = 'An error occurred while fetching the expert profile.';
export const UPDATE_SUCCESS = 'Profile updated successfully';
/** Expert permission redirects wait 2 s (spec section 9). */
export const REDIRECT_DELAY_MS = 2000;

const Body = styled(Container)`
  max-width: 880px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

type OwnProfile =
  | { status: 'loading' }
  | { status: 'loaded'; expert: ExpertProfile }
  | { status: 'none' }
  | { status: 'failed'; message: string };

/** The signed-in user's own profile: the only one they may edit (spec section 6). */
function useOwnProfile(enabled: boolean): OwnProfile {
  const [own, setOwn] = useState<OwnProfile>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    fetchMyExpertProfile()
      .then((expert) => current && setOwn(expert ? { status: 'loaded', expert } : { status: 'none' }))
      .catch((error: unknown) => {
        console.error(LOAD_FAILURE, error);
        const message = describeApiError(error).status === null ? LOAD_ERROR : LOAD_FAILURE;
        if (current) setOwn({ status: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [enabled]);
  return own;
}

/** /experts/{id}/edit: only the owner edits; others go to their own edit page, or to create one (spec section 6). */
export function ExpertEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuth();
  const { categories } = useExpertCategories();
  const own = useOwnProfile(isAuthenticated);
  const ownExpert = own.status === 'loaded' ? own.expert : null;
  const isOwn = !!ownExpert && String(ownExpert.id) === id;

  let redirect: string | null = null;
  if (ownExpert && !isOwn) redirect = href(paths.expertEdit, { id: ownExpert.id });
  else if (own.status === 'none') redirect = paths.expertCreate;

  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate(paths.login, { replace: true });
  }, [isLoading, isAuthenticated, navigate]);

  useEffect(() => {
    if (!redirect) return undefined;
    const timer = setTimeout(() => navigate(redirect, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  let content;
  if (!isAuthenticated || own.status === 'loading') {
    content = <PageSpinner text="Loading profile..." />;
  } else if (own.status === 'failed') {
    content = (
      <Stack>
        <Alert variant="error">{own.message}</Alert>
        <div>
          <ButtonLink to={paths.experts} variant="light">
            Back to Experts
          </ButtonLink>
        </div>
      </Stack>
    );
  } else if (own.status === 'none') {
    content = <Alert variant="warning">{NO_PROFILE}</Alert>;
  } else if (!isOwn) {
    content = <Alert variant="error">{NOT_OWNER}</Alert>;
  } else {
    content = (
      <Card>
        <ExpertEditForm
          expert={own.expert}
          categories={categories}
          onSaved={(saved) => {
            toast.success(UPDATE_SUCCESS);
            navigate(href(paths.expertDetail, { id: saved.id }));
          }}
        />
      </Card>
    );
  }

  return (
    <main>
      <PageHeader title="Edit Expert Profile" subtitle={isOwn ? ownExpert?.name : undefined} />
      <Body>{content}</Body>
    </main>
  );
}
