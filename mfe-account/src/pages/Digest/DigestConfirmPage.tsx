import { useParams } from '@podbridge/shared/router';
import { describeApiError } from '@podbridge/shared/api';
import { useLanguage } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import { Alert, ButtonLink, PageSpinner } from '@podbridge/kit';
import { AuthFooter, AuthLayout } from '../../components/AuthLayout';
import { digestTime } from '../../components/digestTime';
import { useConfirmDigest } from '../../api/confirmDigest';
import { useAccountTexts, type AccountTextKey } from '../../texts';

/** Why a confirmation link was refused, as the page says it: expired, used or unknown, or no answer at all. */
function refusalOf(error: unknown): AccountTextKey {
  const { status, code } = describeApiError(error);
  if (code === 'digest_link_expired') return 'digest.confirm.expired';
  if (status === 400) return 'digest.confirm.invalid';
  return 'digest.failed';
}

/**
 * /digest/confirm/:token, the link in the confirmation email: confirms on load, signed in or not, and says when
 * the first weekly email comes.
 */
export function DigestConfirmPage() {
  const { t } = useAccountTexts();
  const language = useLanguage();
  const { token } = useParams<{ token: string }>();
  const confirmation = useConfirmDigest(token);

  return (
    <AuthLayout title={t('digest.confirm.title')}>
      {confirmation.isSuccess && (
        <Alert variant="success" title={t('digest.confirm.successTitle')}>
          {t('digest.confirm.success', digestTime(confirmation.data.next_send_at, language))}
        </Alert>
      )}
      {confirmation.isError && <Alert variant="error">{t(refusalOf(confirmation.error))}</Alert>}
      {!token && <Alert variant="error">{t('digest.confirm.invalid')}</Alert>}
      {confirmation.isPending && token ? (
        <PageSpinner text={t('digest.confirm.confirming')} />
      ) : (
        <AuthFooter>
          <ButtonLink to={paths.profile} variant="outline" size="sm">
            {t('digest.toProfile')}
          </ButtonLink>
        </AuthFooter>
      )}
    </AuthLayout>
  );
}
