import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { describeApiError } from '@podbridge/shared/api';
import { applyServerErrors, SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button } from '@podbridge/shared/ui';
import { useConfirmPasswordReset } from '../../api/confirmPasswordReset';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { passwordProblem, passwordRule } from '../../components/passwordRules';

/** As after verification: the page goes to sign-in 3 s after the new password is saved. */
export const RESET_REDIRECT_MS = 3_000;

export const RESET_PASSWORD_ERRORS = {
  mismatch: 'Passwords do not match',
  failed: 'Could not reset your password. Please try again.',
  network: 'Cannot connect to server. Please check if the server is running.',
} as const;

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The confirmation is judged once the password itself passes: one problem at a time. */
const confirmationRule = {
  validate: (confirmation: string, { password }: NewPasswordValues): true | string =>
    passwordProblem(password) !== null || confirmation === password || RESET_PASSWORD_ERRORS.mismatch,
};

export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const reset = useConfirmPasswordReset();
  const form = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const clearOnChange = { onChange: () => form.clearErrors() };

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const saveNewPassword = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (caught) {
      if (describeApiError(caught).status === null) {
        form.setError(SERVER_ERROR, { type: 'server', message: RESET_PASSWORD_ERRORS.network });
      } else {
        applyServerErrors(form, caught, { fields: ['password'], fallback: RESET_PASSWORD_ERRORS.failed });
      }
    }
  });

  const general = serverErrorOf(errors);
  return (
    <AuthLayout title="Choose a new password" subtitle="Pick something you haven't used here before.">
      {reset.isSuccess ? (
        <Alert variant="success" title="Password updated">
          {reset.data.detail}
          <div>Redirecting to login in 3 seconds...</div>
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void saveNewPassword(event)}>
          {general && <Alert variant="error">{general}</Alert>}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={errors.password?.message}
            {...form.register('password', { ...passwordRule, ...clearOnChange })}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirmation?.message}
            {...form.register('confirmation', { ...confirmationRule, ...clearOnChange })}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
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
