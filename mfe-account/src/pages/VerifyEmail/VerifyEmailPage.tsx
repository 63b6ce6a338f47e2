import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { describeApiError } from '@podbridge/shared/api';
import { clearSession, useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, ButtonLink, PageSpinner } from '@podbridge/shared/ui';
import { AuthFooter, AuthLayout } from '../../components/AuthLayout';
import { useVerifyEmail } from '../../api/verifyEmail';

/** Spec section 9: after a successful verification the page goes to sign-in after 3 s. */
export const VERIFICATION_REDIRECT_MS = 3_000;

/** Spec section 8, Verification. */
export const VERIFICATION_ERRORS = {
  noToken: 'Invalid verification link',
  unexpectedResponse: 'Unexpected response from server',
  failed: 'Verification failed',
  network: 'Cannot connect to server. Please check if the server is running.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

type Verification = { state: 'verifying' } | { state: 'success'; message: string } | { state: 'error'; message: string };

function verificationErrorMessage(error: unknown): string {
  const { status, detail, isNetworkError } = describeApiError(error);
  if (status !== null) return detail ?? VERIFICATION_ERRORS.failed;
  if (isNetworkError) return VERIFICATION_ERRORS.network;
  return VERIFICATION_ERRORS.unexpected;
}

function verificationOf(token: string | undefined, query: ReturnType<typeof useVerifyEmail>): Verification {
  if (!token) return { state: 'error', message: VERIFICATION_ERRORS.noToken };
  if (query.isError) return { state: 'error', message: verificationErrorMessage(query.error) };
  if (query.isPending) return { state: 'verifying' };
  // The generated type promises a message; a server that answers without one is still told apart.
  const message: string | undefined = query.data.message;
  return message ? { state: 'success', message } : { state: 'error', message: VERIFICATION_ERRORS.unexpectedResponse };
}

export function VerifyEmailPage() {
  const { token } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const verification = verificationOf(token, useVerifyEmail(token));

  useEffect(() => {
    if (verification.state !== 'success') return;
    // The verified account signs in afresh: whatever session this browser held ends here.
    clearSession();
    void logout();
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.state, logout, navigate]);

  return (
    <AuthLayout title="Email verification" subtitle="Confirming the address you signed up with.">
      {verification.state === 'verifying' && <PageSpinner text="Verifying your email..." />}
      {verification.state === 'success' && (
        <Alert variant="success" title="Email verified">
          {verification.message}
          <div>Redirecting to login in 3 seconds...</div>
        </Alert>
      )}
      {verification.state === 'error' && <Alert variant="error">{verification.message}</Alert>}
      {verification.state !== 'verifying' && (
        <AuthFooter>
          <ButtonLink to={paths.login} variant="outline" size="sm">
            Go to Login
          </ButtonLink>
        </AuthFooter>
      )}
    </AuthLayout>
  );
}
