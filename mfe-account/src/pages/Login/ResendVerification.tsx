import { apiErrorMessage } from '@podbridge/shared/api';
import { Alert, Button } from '@podbridge/shared/ui';
import { useResendVerification } from '../../api/resendVerification';

const RESEND_FAILED = 'Could not resend the verification email. Please try again.';

/** Offered when sign-in is refused because the email address is not verified yet. */
export function ResendVerification({ usernameOrEmail }: { usernameOrEmail: string }) {
  const resend = useResendVerification();
  return (
    <>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate(usernameOrEmail)}>
        Resend verification email
      </Button>
      {resend.isSuccess && <Alert variant="success">{resend.data.detail}</Alert>}
      {resend.isError && <Alert variant="error">{apiErrorMessage(resend.error, RESEND_FAILED)}</Alert>}
    </>
  );
}
