import { useForm } from 'react-hook-form';
import { Link } from '@podbridge/shared/router';
import { describeApiError } from '@podbridge/shared/api';
import { SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import { serverNotice } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, TextField } from '@podbridge/kit';
import { useRequestPasswordReset } from '../../api/requestPasswordReset';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { useAccountTexts, type AccountTextKey } from '../../texts';

function forgotPasswordErrorMessage(error: unknown, t: (key: AccountTextKey) => string): string {
  const { status, detail } = describeApiError(error);
  if (status === null) return t('forgot.errors.network');
  return detail ?? t('forgot.errors.failed');
}

export function ForgotPasswordPage() {
  const { t } = useAccountTexts();
  const resetRequest = useRequestPasswordReset();
  const form = useForm({ defaultValues: { email: '' } });
  const error = serverErrorOf(form.formState.errors);

  const sendResetLink = form.handleSubmit(async ({ email }) => {
    try {
      await resetRequest.mutateAsync(email.trim());
    } catch (caught) {
      form.setError(SERVER_ERROR, { type: 'server', message: forgotPasswordErrorMessage(caught, t) });
    }
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {resetRequest.isSuccess ? (
        <Alert variant="success" title={t('forgot.sentTitle')}>
          {serverNotice(resetRequest.data.detail, t('forgot.sent'))}
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void sendResetLink(event)}>
          {error && <Alert variant="error">{error}</Alert>}
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email', { onChange: () => form.clearErrors() })}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <span>{t('forgot.remembered')}</span>
        <Link to={paths.login}>{t('forgot.backToSignIn')}</Link>
      </AuthFooter>
    </AuthLayout>
  );
}
