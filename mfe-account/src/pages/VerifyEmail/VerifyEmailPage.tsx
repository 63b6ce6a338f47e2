import { useEffect } from 'react';
import { useNavigate, useParams } from '@podbridge/shared/router';
import { describeApiError } from '@podbridge/shared/api';
import { clearSession, useAuth } from '@podbridge/shared/auth';
import { serverNotice } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import { Alert, ButtonLink, PageSpinner } from '@podbridge/kit';
import { AuthFooter, AuthLayout } from '../../components/AuthLayout';
import { useVerifyEmail } from '../../api/verifyEmail';
import { useAccountTexts, type AccountTextKey } from '../../texts';

/** After a successful verification the page goes to sign-in after 3 s. */
export const VERIFICATION_REDIRECT_MS = 3_000;

type Verification =
  { state: 'verifying' } | { state: 'success'; message: string } | { state: 'error'; message: string };

type Texts = (key: AccountTextKey) => string;

/** The verification error the user sees, in the site's language. */
function verificationErrorMessage(error: unknown, t: Texts): string {
  const { status, detail, isNetworkError } = describeApiError(error);
  if (status !== null) return detail ?? t('verify.errors.failed');
  if (isNetworkError) return t('verify.errors.network');
  return t('verify.errors.unexpected');
}

function verificationOf(token: string | undefined, query: ReturnType<typeof useVerifyEmail>, t: Texts): Verification {
  if (!token) return { state: 'error', message: t('verify.errors.noToken') };
  if (query.isError) return { state: 'error', message: verificationErrorMessage(query.error, t) };
  if (query.isPending) return { state: 'verifying' };
  return { state: 'success', message: serverNotice(query.data.message, t('verify.success')) };
}

export function VerifyEmailPage() {
  const { t } = useAccountTexts();
  const { token } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const verification = verificationOf(token, useVerifyEmail(token), t);

  useEffect(() => {
    if (verification.state !== 'success') return;
    // The verified account signs in afresh: whatever session this browser held ends here.
    clearSession();
    void logout();
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.state, logout, navigate]);

  return (
    <AuthLayout title={t('verify.title')} subtitle={t('verify.subtitle')}>
      {verification.state === 'verifying' && <PageSpinner text={t('verify.verifying')} />}
      {verification.state === 'success' && (
        <Alert variant="success" title={t('verify.successTitle')}>
          {verification.message}
          <div>{t('verify.redirecting')}</div>
        </Alert>
      )}
      {verification.state === 'error' && <Alert variant="error">{verification.message}</Alert>}
      {verification.state !== 'verifying' && (
        <AuthFooter>
          <ButtonLink to={paths.login} variant="outline" size="sm">
            {t('verify.toLogin')}
          </ButtonLink>
        </AuthFooter>
      )}
    </AuthLayout>
  );
}
