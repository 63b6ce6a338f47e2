import { useParams } from '@podbridge/shared/router';
import { describeApiError } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, ButtonLink, PageSpinner } from '@podbridge/kit';
import { AuthFooter, AuthLayout } from '../../components/AuthLayout';
import { useUnsubscribeDigestLink } from '../../api/unsubscribeDigestLink';
import { useAccountTexts } from '../../texts';

/**
 * /digest/unsubscribe/:token, the link in every weekly email: one click is enough. Opening the page changes
 * nothing on the server by itself (a mail scanner's GET is harmless); the page unsubscribes as it loads, signed in
 * or not.
 */
export function DigestUnsubscribePage() {
  const { t } = useAccountTexts();
  const { token } = useParams<{ token: string }>();
  const signedIn = useViewerId() !== null;
  const unsubscribe = useUnsubscribeDigestLink(token);
  const invalid = !token || (unsubscribe.isError && describeApiError(unsubscribe.error).status === 404);

  return (
    <AuthLayout title={t(unsubscribe.isSuccess ? 'digest.unsubscribe.successTitle' : 'digest.unsubscribe.title')}>
      {unsubscribe.isSuccess && <Alert variant="success">{t('digest.unsubscribe.success')}</Alert>}
      {invalid && <Alert variant="error">{t('digest.unsubscribe.invalid')}</Alert>}
      {unsubscribe.isError && !invalid && <Alert variant="error">{t('digest.failed')}</Alert>}
      {unsubscribe.isPending && token ? (
        <PageSpinner text={t('digest.unsubscribe.unsubscribing')} />
      ) : (
        <AuthFooter>
          {signedIn ? (
            <ButtonLink to={paths.profile} variant="outline" size="sm">
              {t('digest.toProfile')}
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.login} state={{ from: paths.profile }} variant="outline" size="sm">
              {t('digest.toLogin')}
            </ButtonLink>
          )}
        </AuthFooter>
      )}
    </AuthLayout>
  );
}
