import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SERVER_ERROR, useFormProgress } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import type { Registration } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, FormProgress, TextField } from '@podbridge/shared/ui';
import { useRegisterAccount } from '../../api/registerAccount';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { MessageLines } from '../../components/MessageLines';
import { PasswordField } from '../../components/PasswordField';
import { passwordRule } from '../../components/passwordRules';
import { registerErrorMessage } from './registerError';
import { UserTypeChoice } from './UserTypeChoice';

/** Spec section 9: after registration the page goes to sign-in after 10 s. */
export const REGISTRATION_REDIRECT_MS = 10_000;

const SUCCESS_MESSAGE =
  'Registration successful! Please check your email to verify your account. Redirecting to login in 10 seconds...';

const REQUIRED_FIELDS = ['username', 'email', 'password'] as const;

/** The account's name and address, each with what it is for. */
const IDENTITY_FIELDS = [
  { name: 'username', label: 'Username', hint: 'Your username is your unique identifier on PodBridge.' },
  { name: 'email', label: 'Email', type: 'email', hint: "We'll send a verification email to this address." },
] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegisterAccount();
  const form = useForm<Registration>({
    defaultValues: { username: '', email: '', password: '', user_type: 'podcaster' },
    // One message at a time, above the fields; any change clears it, as the user is fixing it.
    reValidateMode: 'onSubmit',
  });
  const progress = useFormProgress(form, REQUIRED_FIELDS);
  const { errors } = form.formState;
  const error = errors.password?.message ?? errors.root?.serverError?.message;
  const clearOnChange = { onChange: () => form.clearErrors() };

  useEffect(() => {
    if (!registration.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registration.isSuccess, navigate]);

  const createAccount = form.handleSubmit(async (fields) => {
    try {
      await registration.mutateAsync({ ...fields, username: fields.username.trim(), email: fields.email.trim() });
    } catch (caught) {
      form.setError(SERVER_ERROR, { type: 'server', message: registerErrorMessage(caught) });
    }
  });

  return (
    <AuthLayout
      wide
      title="Create your account"
      subtitle="Join PodBridge as a podcaster looking for guests or an expert ready to be heard."
    >
      {registration.isSuccess ? (
        <Alert variant="success" title="Welcome aboard!">
          {SUCCESS_MESSAGE}
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void createAccount(event)}>
          <Controller
            control={form.control}
            name="user_type"
            render={({ field }) => <UserTypeChoice value={field.value} onChange={field.onChange} />}
          />
          <FormProgress value={progress} label="Registration progress" />
          {error && (
            <Alert variant="error">
              <MessageLines text={error} />
            </Alert>
          )}
          {IDENTITY_FIELDS.map(({ name, ...field }) => (
            <TextField key={name} {...field} autoComplete={name} required {...form.register(name, clearOnChange)} />
          ))}
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            {...form.register('password', { ...passwordRule, ...clearOnChange })}
          />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            Create Account
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <span>Already have an account?</span>
        <ButtonLink to={paths.login} variant="outline" size="sm">
          Back to Login
        </ButtonLink>
      </AuthFooter>
    </AuthLayout>
  );
}
