import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeApiError } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, TextField } from '@podbridge/shared/ui';
import { requestPasswordReset } from '../../api';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';

export const FORGOT_PASSWORD_ERRORS = {
  failed: 'Could not send the reset link. Please try again.',
  network: 'Cannot connect to server. Please check if the server is running.',
} as const;

function forgotPasswordErrorMessage(error: unknown): string {
  const { status, detail } = describeApiError(error);
  if (status === null) return FORGOT_PASSWORD_ERRORS.network;
  return detail ?? FORGOT_PASSWORD_ERRORS.failed;
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function sendResetLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const { detail } = await requestPasswordReset(email.trim());
      setSent(detail);
    } catch (caught) {
      setError(forgotPasswordErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {sent ? (
        <Alert variant="success" title="Check your inbox">
          {sent}
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void sendResetLink(event)}>
          {error && <Alert variant="error">{error}</Alert>}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Send reset link
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <span>Remembered it?</span>
        <Link to={paths.login}>Back to sign in</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
