import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from '@podbridge/shared/router';
import { describeApiError } from '@podbridge/shared/api';
import { applyServerErrors, SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import { serverNotice } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button } from '@podbridge/kit';
import { useConfirmPasswordReset } from '../../api/confirmPasswordReset';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { passwordProblem, passwordRule } from '../../components/passwordRules';
import { useAccountTexts, type AccountTextKey } from '../../texts';

/** As after verification: the page goes to sign-in 3 s after the new password is saved. */
export const RESET_REDIRECT_MS = 3_000;

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The confirmation is judged once the password itself passes: one problem at a time (its message is a text key). */
const confirmationRule = {
  validate: (confirmation: string, { password }: NewPasswordValues): true | string =>
    passwordProblem(password) !== null ||
    confirmation === password ||
    ('reset.errors.mismatch' satisfies AccountTextKey),
};

export function ResetPasswordPage() {
  const { t } = useAccountTexts();
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
        form.setError(SERVER_ERROR, { type: 'server', message: t('reset.errors.network') });
      } else {
        applyServerErrors(form, caught, { fields: ['password'], fallback: t('reset.errors.failed') });
      }
    }
  });

  const general = serverErrorOf(errors);
  // The form's own rules give text keys; a message from the server is shown as it is.
  const fieldError = (name: keyof NewPasswordValues) => {
    const error = errors[name];
    return error?.type === 'validate' && error.message ? t(error.message as AccountTextKey) : error?.message;
  };
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {reset.isSuccess ? (
        <Alert variant="success" title={t('reset.successTitle')}>
          {serverNotice(reset.data.detail, t('reset.success'))}
          <div>{t('reset.redirecting')}</div>
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void saveNewPassword(event)}>
          {general && <Alert variant="error">{general}</Alert>}
          <PasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            required
            hint={t('password.hint')}
            error={fieldError('password')}
            {...form.register('password', { ...passwordRule, ...clearOnChange })}
          />
          <PasswordField
            label={t('reset.confirmation')}
            autoComplete="new-password"
            required
            error={fieldError('confirmation')}
            {...form.register('confirmation', { ...confirmationRule, ...clearOnChange })}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.login}>{t('reset.backToSignIn')}</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
