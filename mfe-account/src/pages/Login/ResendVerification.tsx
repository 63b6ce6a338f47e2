import { useState } from 'react';
import { apiErrorMessage } from '@podbridge/shared/api';
import { Alert, Button } from '@podbridge/shared/ui';
import { resendVerification } from '../../api';

const RESEND_FAILED = 'Could not resend the verification email. Please try again.';

/** Offered when sign-in is refused because the email address is not verified yet. */
export function ResendVerification({ usernameOrEmail }: { usernameOrEmail: string }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function resend() {
    setSending(true);
    try {
      const { detail } = await resendVerification(usernameOrEmail);
      setResult({ ok: true, text: detail });
    } catch (error) {
      setResult({ ok: false, text: apiErrorMessage(error, RESEND_FAILED) });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" loading={sending} onClick={() => void resend()}>
        Resend verification email
      </Button>
      {result && <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
    </>
  );
}
