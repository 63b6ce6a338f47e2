import { apiErrorMessage } from '@podbridge/shared/api';
import { serverNotice } from '@podbridge/shared/i18n';
import { Alert, Button } from '@podbridge/kit';
import { useResendVerification } from '../../api/resendVerification';
import { useAccountTexts } from '../../texts';

/** Offered when sign-in is refused because the email address is not verified yet. */
export function ResendVerification({ usernameOrEmail }: { usernameOrEmail: string }) {
  const { t } = useAccountTexts();
  const resend = useResendVerification();
  return (
    <>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate(usernameOrEmail)}>
        {t('login.resend')}
      </Button>
      {resend.isSuccess && <Alert variant="success">{serverNotice(resend.data.detail, t('login.resendSent'))}</Alert>}
      {resend.isError && <Alert variant="error">{apiErrorMessage(resend.error, t('login.resendFailed'))}</Alert>}
    </>
  );
}
