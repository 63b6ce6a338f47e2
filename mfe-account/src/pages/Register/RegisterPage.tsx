import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, FormProgress, TextField } from '@podbridge/shared/ui';
import { registerAccount } from '../../api';
import { AuthFooter, AuthForm, AuthLayout } from '../../components/AuthLayout';
import { MessageLines } from '../../components/MessageLines';
import { PasswordField } from '../../components/PasswordField';
import { passwordProblem } from '../../components/passwordRules';
import { registerErrorMessage } from './registerError';
import { UserTypeChoice, type AccountPath } from './UserTypeChoice';

/** Spec section 9: after registration the page goes to sign-in after 10 s. */
export const REGISTRATION_REDIRECT_MS = 10_000;

const SUCCESS_MESSAGE =
  'Registration successful! Please check your email to verify your account. Redirecting to login in 10 seconds...';

type Status = 'idle' | 'submitting' | 'success';

export function RegisterPage() {
  const navigate = useNavigate();
  const [userType, setUserType] = useState<AccountPath>('podcaster');
  const [fields, setFields] = useState({ username: '', email: '', password: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate(paths.login), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const filled = Object.values(fields).filter((value) => value.trim() !== '').length;
  const progress = (filled / Object.keys(fields).length) * 100;

  function update(field: keyof typeof fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(fields.password);
    if (problem) {
      setError(problem);
      return;
    }
    setStatus('submitting');
    setError(null);
    try {
      await registerAccount({ ...fields, username: fields.username.trim(), email: fields.email.trim(), user_type: userType });
      setStatus('success');
    } catch (caught) {
      setError(registerErrorMessage(caught));
      setStatus('idle');
    }
  }

  return (
    <AuthLayout
      wide
      title="Create your account"
      subtitle="Join PodBridge as a podcaster looking for guests or an expert ready to be heard."
    >
      {status === 'success' ? (
        <Alert variant="success" title="Welcome aboard!">
          {SUCCESS_MESSAGE}
        </Alert>
      ) : (
        <AuthForm onSubmit={(event) => void register(event)}>
          <UserTypeChoice value={userType} onChange={setUserType} />
          <FormProgress value={progress} label="Registration progress" />
          {error && (
            <Alert variant="error">
              <MessageLines text={error} />
            </Alert>
          )}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            hint="Your username is your unique identifier on PodBridge."
            value={fields.username}
            onChange={(event) => update('username', event.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            hint="We'll send a verification email to this address."
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            value={fields.password}
            onChange={(event) => update('password', event.target.value)}
          />
          <Button type="submit" size="lg" fullWidth loading={status === 'submitting'}>
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
