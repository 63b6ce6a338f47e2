import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from '@podbridge/shared/router';
import styled from 'styled-components';
import { SERVER_ERROR } from '@podbridge/shared/forms';
import { paths } from '@podbridge/shared/paths';
import type { Login } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, Checkbox, Stack, TextField, theme, cluster } from '@podbridge/kit';
import { useLogin } from '../../api/login';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { isEmailNotVerified, loginErrorMessage } from './loginError';
import { ResendVerification } from './ResendVerification';
import { useAccountTexts } from '../../texts';

/** The form error's type when the account's email address is not verified yet: the page offers a resend. */
const EMAIL_NOT_VERIFIED = 'email_not_verified';

const OptionsRow = styled.div`
  ${cluster('sm')}
  justify-content: space-between;
  font-size: ${theme.fontSizes.sm};
`;

/** Where the protected-route guard wanted to go: `state.from` as a location or a path. */
function destinationAfterLogin(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/')) return from;
    if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
      const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
      return `${from.pathname}${search}`;
    }
  }
  return paths.profile;
}

type LoginValues = Required<Login>;

export function LoginPage() {
  const { t } = useAccountTexts();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<LoginValues>({ defaultValues: { username: '', password: '', remember_me: false } });
  const error = form.formState.errors.root?.serverError;

  const signIn = form.handleSubmit(async ({ username, password, remember_me }) => {
    form.clearErrors(SERVER_ERROR);
    try {
      const user = await login.mutateAsync({ username: username.trim(), password, remember_me });
      toast.success(t('login.welcome', { username: user.username }));
      navigate(destinationAfterLogin(location.state), { replace: true });
    } catch (caught) {
      form.setError(SERVER_ERROR, {
        type: isEmailNotVerified(caught) ? EMAIL_NOT_VERIFIED : 'server',
        message: loginErrorMessage(caught, t),
      });
    }
  });

  const unverified = error?.type === EMAIL_NOT_VERIFIED;
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {error && (
        <Stack $gap="sm" $align="flex-start">
          <Alert variant={unverified ? 'warning' : 'error'}>{error.message}</Alert>
          {unverified && <ResendVerification usernameOrEmail={form.watch('username').trim()} />}
        </Stack>
      )}
      <AuthForm onSubmit={(event) => void signIn(event)}>
        <TextField label={t('login.username')} autoComplete="username" required {...form.register('username')} />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
        <OptionsRow>
          <Checkbox label={t('login.remember')} {...form.register('remember_me')} />
          <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
        </OptionsRow>
        <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </AuthForm>
      <AuthFooter>
        <span>{t('login.newHere')}</span>
        <ButtonLink to={paths.register} variant="outline" size="sm">
          {t('login.createAccount')}
        </ButtonLink>
      </AuthFooter>
    </AuthLayout>
  );
}
