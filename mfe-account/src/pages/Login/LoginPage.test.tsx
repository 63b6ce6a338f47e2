import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@podbridge/shared/auth';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { LoginPage } from './LoginPage';

const ada = { id: 7, username: 'ada', email: 'ada@podbridge.se', user_type: 'expert' as const, is_admin: false };

function renderLogin(state?: unknown) {
  return renderWithProviders(<LoginPage />, { route: '/login', path: '/login', state });
}

async function signIn(user: ReturnType<typeof renderLogin>['user'], { remember = false } = {}) {
  await user.type(screen.getByLabelText('Username or Email'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me for 30 days' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('signs in, remembers the choice and goes to My Profile', async () => {
    mockApi().onPost('/users/login/').reply(200, { access: 'a', refresh: 'r', user: ada });
    const { user, location } = renderLogin();
    await signIn(user, { remember: true });
    expect(await screen.findByText('Welcome back, ada!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({
      username: 'ada',
      password: 'correct horse',
      remember_me: true,
    });
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', user: { username: 'ada' } });
  });

  it('returns to the page the visitor was sent away from', async () => {
    mockApi().onPost('/users/login/').reply(200, { access: 'a', refresh: 'r', user: ada });
    const { user, location } = renderLogin({ from: { pathname: '/messages/3', search: '?draft=1' } });
    await signIn(user);
    await screen.findByText('Welcome back, ada!');
    await waitFor(() => expect(location().pathname).toBe('/messages/3'));
    expect(location().search).toBe('?draft=1');
  });

  it('shows the wrong-credentials message and stays on the page', async () => {
    mockApi().onPost('/users/login/').reply(401, { detail: 'No active account' });
    const { user, location } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the server's detail for other refusals", async () => {
    mockApi().onPost('/users/login/').reply(429, { detail: 'Too many requests. Try again in a minute.' });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
  });

  it('tells a suspended user why they cannot sign in, with no resend offer', async () => {
    mockApi()
      .onPost('/users/login/')
      .reply(403, { detail: 'Your account has been suspended: Selling followers.', code: 'account_suspended' });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been suspended: Selling followers.');
    expect(screen.queryByRole('button', { name: /resend/i })).not.toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the server gives no detail", async () => {
    mockApi().onPost('/users/login/').reply(500, {});
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    mockApi().onPost('/users/login/').networkError();
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('offers to resend the verification email to an unverified account', async () => {
    mockApi()
      .onPost('/users/login/')
      .reply(403, { detail: 'Please verify your email address before signing in.', code: 'email_not_verified' });
    mockApi()
      .onPost('/users/resend-verification/')
      .reply(200, { detail: 'If the account exists, we sent a new link.' });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Please verify your email address before signing in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('If the account exists, we sent a new link.')).toBeInTheDocument();
    expect(JSON.parse(mockApi().history.post[1]?.data as string)).toEqual({ email: 'ada' });
  });

  it('does not offer a resend for other errors', async () => {
    mockApi().onPost('/users/login/').reply(403, { detail: 'Account disabled.' });
    const { user } = renderLogin();
    await signIn(user);
    await screen.findByText('Account disabled.');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Username or Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });
});
