import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { describeApiError } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button } from '@podbridge/shared/ui';
import { confirmPasswordReset } from '../../api';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { passwordProblem } from '../../components/passwordRules';

/** As after verification: the page goes to sign-in 3 s after the new password is saved. */
export const RESET_REDIRECT_MS = 3_000;

export const RESET_PASSWORD_ERRORS = {
  mismatch: 'Passwords do not match',
  failed: 'Could not reset your password. Please try again.',
  network: 'Cannot connect to server. Please check if the server is running.',
} as const;

interface ResetError {
  general?: string;
  password?: string;
  confirmation?: string;
}

function resetErrorFrom(error: unknown): ResetError {
  const { status, detail, fieldErrors } = describeApiError(error);
  if (status === null) return { general: RESET_PASSWORD_ERRORS.network };
  const password = fieldErrors.password?.join(' ');
  if (password) return { password };
  return { general: detail ?? RESET_PASSWORD_ERRORS.failed };
}

export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ResetError>({});

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function saveNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem || password !== confirmation) {
      setError(problem ? { password: problem } : { confirmation: RESET_PASSWORD_ERRORS.mismatch });
      return;
    }
    setSubmitting(true);
    setError({});
    try {
      const { detail } = await confirmPasswordReset(token, password);
      setDone(detail);
    } catch (caught) {
      setError(resetErrorFrom(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Pick something you haven't used here before.">
      {done !== null ? (
        <Alert variant="success" title="Password updated">
          {done}
          <div>Redirecting to login in 3 seconds...</div>
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void saveNewPassword(event)}>
          {error.general && <Alert variant="error">{error.general}</Alert>}
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={error.password}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError({});
            }}
          />
          <PasswordField
            label="Confirm new password"
            name="password_confirmation"
            autoComplete="new-password"
            required
            error={error.confirmation}
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setError({});
            }}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Save new password
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <Link to={paths.forgotPassword}>Request a new link</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.login}>Back to sign in</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
