import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { describeApiError } from '@podbridge/shared/api';
import { SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, TextField } from '@podbridge/shared/ui';
import { useRequestPasswordReset } from '../../api/requestPasswordReset';
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
  const resetRequest = useRequestPasswordReset();
  const form = useForm({ defaultValues: { email: '' } });
  const error = serverErrorOf(form.formState.errors);

  const sendResetLink = form.handleSubmit(async ({ email }) => {
    try {
      await resetRequest.mutateAsync(email.trim());
    } catch (caught) {
      form.setError(SERVER_ERROR, { type: 'server', message: forgotPasswordErrorMessage(caught) });
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {resetRequest.isSuccess ? (
        <Alert variant="success" title="Check your inbox">
          {resetRequest.data.detail}
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void sendResetLink(event)}>
          {error && <Alert variant="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.register('email', { onChange: () => form.clearErrors() })}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
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
