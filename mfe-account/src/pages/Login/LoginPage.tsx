import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, Checkbox, Stack, TextField, theme } from '@podbridge/shared/ui';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { isEmailNotVerified, loginErrorMessage } from './loginError';
import { ResendVerification } from './ResendVerification';

const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing.sm};
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

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; unverified: boolean } | null>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const user = await login({ username: usernameOrEmail.trim(), password, remember_me: rememberMe });
      toast.success(`Welcome back, ${user.username}!`);
      navigate(destinationAfterLogin(location.state), { replace: true });
    } catch (caught) {
      setError({ message: loginErrorMessage(caught), unverified: isEmailNotVerified(caught) });
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back! Sign in to book guests, get booked and keep the conversation going.">
      {error && (
        <Stack $gap="sm" $align="flex-start">
          <Alert variant={error.unverified ? 'warning' : 'error'}>{error.message}</Alert>
          {error.unverified && <ResendVerification usernameOrEmail={usernameOrEmail.trim()} />}
        </Stack>
      )}
      <AuthForm onSubmit={(event) => void signIn(event)}>
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          required
          value={usernameOrEmail}
          onChange={(event) => setUsernameOrEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <OptionsRow>
          <Checkbox
            label="Remember me for 30 days"
            name="remember_me"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </OptionsRow>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Sign In
        </Button>
      </AuthForm>
      <AuthFooter>
        <span>New to PodBridge?</span>
        <ButtonLink to={paths.register} variant="outline" size="sm">
          Create Account
        </ButtonLink>
      </AuthFooter>
    </AuthLayout>
  );
}
