import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '@podbridge/shared/router';
import { SERVER_ERROR, useFormProgress } from '@podbridge/shared/forms';
import { currentLanguage } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import type { Registration } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, FormProgress, TextField } from '@podbridge/kit';
import { useRegisterAccount } from '../../api/registerAccount';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { MessageLines } from '../../components/MessageLines';
import { PasswordField } from '../../components/PasswordField';
import { passwordRule } from '../../components/passwordRules';
import { registerErrorMessage } from './registerError';
import { UserTypeChoice } from './UserTypeChoice';
import { useAccountTexts, type AccountTextKey } from '../../texts';

/** After registration the page goes to sign-in after 10 s. */
export const REGISTRATION_REDIRECT_MS = 10_000;

const REQUIRED_FIELDS = ['username', 'email', 'password'] as const;

/** The account's name and address, each with what it is for. */
const IDENTITY_FIELDS = [
  { name: 'username', label: 'register.username', hint: 'register.usernameHint' },
  { name: 'email', label: 'register.email', type: 'email', hint: 'register.emailHint' },
] as const satisfies readonly { name: string; label: AccountTextKey; hint: AccountTextKey; type?: string }[];

export function RegisterPage() {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const registration = useRegisterAccount();
  const form = useForm<Registration>({
    defaultValues: { username: '', email: '', password: '', user_type: 'podcaster' },
    // One message at a time, above the fields; any change clears it, as the user is fixing it.
    reValidateMode: 'onSubmit',
  });
  const progress = useFormProgress(form, REQUIRED_FIELDS);
  const { errors } = form.formState;
  // The password rule gives a key of the account texts; the server's answer is text already.
  const passwordError = errors.password?.message;
  const error = passwordError ? t(passwordError as AccountTextKey) : errors.root?.serverError?.message;
  const clearOnChange = { onChange: () => form.clearErrors() };

  useEffect(() => {
    if (!registration.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registration.isSuccess, navigate]);

  const createAccount = form.handleSubmit(async (fields) => {
    try {
      await registration.mutateAsync({
        ...fields,
        username: fields.username.trim(),
        email: fields.email.trim(),
        // The account remembers the language the visitor signed up in: their emails are written in it.
        language: currentLanguage(),
      });
    } catch (caught) {
      form.setError(SERVER_ERROR, { type: 'server', message: registerErrorMessage(caught, t) });
    }
  });

  return (
    <AuthLayout wide title={t('register.title')} subtitle={t('register.subtitle')}>
      {registration.isSuccess ? (
        <Alert variant="success" title={t('register.successTitle')}>
          {t('register.success')}
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void createAccount(event)}>
          <Controller
            control={form.control}
            name="user_type"
            render={({ field }) => <UserTypeChoice value={field.value} onChange={field.onChange} />}
          />
          <FormProgress value={progress} label={t('register.progress')} />
          {error && (
            <Alert variant="error">
              <MessageLines text={error} />
            </Alert>
          )}
          {IDENTITY_FIELDS.map(({ name, label, hint, ...field }) => (
            <TextField
              key={name}
              {...field}
              label={t(label)}
              hint={t(hint)}
              autoComplete={name}
              required
              {...form.register(name, clearOnChange)}
            />
          ))}
          <PasswordField
            label={t('register.password')}
            autoComplete="new-password"
            required
            hint={t('password.hint')}
            {...form.register('password', { ...passwordRule, ...clearOnChange })}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            {t('register.submit')}
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <span>{t('register.haveAccount')}</span>
        <ButtonLink to={paths.login} variant="outline" size="sm">
          {t('register.backToLogin')}
        </ButtonLink>
      </AuthFooter>
    </AuthLayout>
  );
}
