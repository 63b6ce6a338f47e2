import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { REGISTRATION_REDIRECT_MS, RegisterPage } from './RegisterPage';

type Session = ReturnType<typeof renderRegister>;

function renderRegister() {
  return renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
}

async function fillIn({ user }: Session, password = 'long enough') {
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Email'), 'ada@podbridge.se');
  await user.type(screen.getByLabelText('Password'), password);
}

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

describe('RegisterPage', () => {
  it('speaks Swedish once Swedish is chosen, and signs the visitor up in it', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onPost('/users/register/')
      .reply(201, { id: 1, username: 'ada', email: 'ada@podbridge.se', user_type: 'expert', is_admin: false });
    const { user } = renderRegister();
    expect(screen.getByRole('heading', { name: 'Skapa ditt konto' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Jag är expert' }));
    await user.type(screen.getByLabelText('Användarnamn'), 'ada');
    await user.type(screen.getByLabelText('E-post'), 'ada@podbridge.se');
    await user.type(screen.getByLabelText('Lösenord'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lösenordet måste ha minst 8 tecken');
    await user.type(screen.getByLabelText('Lösenord'), ' och långt');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByText(/Titta i din inkorg och bekräfta din e-postadress/)).toBeInTheDocument();
    expect(JSON.parse(mockApi().history.post[0]?.data as string)).toMatchObject({
      user_type: 'expert',
      language: 'sv',
    });
  });

  it('starts on the podcaster path and lets the visitor choose expert', async () => {
    const { user } = renderRegister();
    expect(screen.getByRole('radio', { name: "I'm a Podcaster" })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: "I'm an Expert" }));
    expect(screen.getByRole('radio', { name: "I'm an Expert" })).toBeChecked();
    expect(screen.getByRole('radio', { name: "I'm a Podcaster" })).not.toBeChecked();
  });

  it('shows how much of the form is filled', async () => {
    const { user } = renderRegister();
    const progress = screen.getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByLabelText('Username'), 'ada');
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@podbridge.se');
    expect(screen.getByText('67% complete')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(progress).toHaveAttribute('aria-valuenow', '100');
  });

  it('explains the username and the verification email', () => {
    renderRegister();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/unique identifier/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/verification email/);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('refuses a short password without calling the server, and typing clears the error', async () => {
    const session = renderRegister();
    await fillIn(session, 'short');
    await session.user.click(createAccount());
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(mockApi().history.post).toHaveLength(0);
    await session.user.type(screen.getByLabelText('Password'), '123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows each field's error on its own line", async () => {
    mockApi()
      .onPost('/users/register/')
      .reply(400, {
        username: ['A user with that username already exists.'],
        email: ['A user with that email already exists.'],
      });
    const session = renderRegister();
    await fillIn(session);
    await session.user.click(createAccount());
    expect(await screen.findByText('username: A user with that username already exists.')).toBeInTheDocument();
    expect(screen.getByText('email: A user with that email already exists.')).toBeInTheDocument();
    expect(createAccount()).toBeEnabled();
  });

  it.each([
    [
      'a detail',
      (mock: ReturnType<typeof mockApi>) =>
        mock.onPost('/users/register/').reply(400, { detail: 'Sign-ups are paused.' }),
      'Sign-ups are paused.',
    ],
    [
      'no body',
      (mock: ReturnType<typeof mockApi>) => mock.onPost('/users/register/').reply(500),
      'Registration failed. Please try again.',
    ],
    [
      'a timeout',
      (mock: ReturnType<typeof mockApi>) => mock.onPost('/users/register/').timeout(),
      'Request timed out. Please try again.',
    ],
    [
      'no connection',
      (mock: ReturnType<typeof mockApi>) => mock.onPost('/users/register/').networkError(),
      'Cannot connect to server. Please check if the server is running.',
    ],
  ])('explains a failure with %s', async (_, stub, message) => {
    stub(mockApi());
    const session = renderRegister();
    await fillIn(session);
    await session.user.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  describe('after a successful registration', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sends the chosen path, confirms and goes to sign-in after 10 seconds', async () => {
      mockApi()
        .onPost('/users/register/')
        .reply(201, { id: 1, username: 'ada', email: 'ada@podbridge.se', user_type: 'expert' });
      const session = renderRegister();
      await session.user.click(screen.getByRole('radio', { name: "I'm an Expert" }));
      await fillIn(session);
      await session.user.click(createAccount());
      expect(
        await screen.findByText(
          'Registration successful! Please check your email to verify your account. Redirecting to login in 10 seconds...',
        ),
      ).toBeInTheDocument();
      expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({
        username: 'ada',
        email: 'ada@podbridge.se',
        password: 'long enough',
        user_type: 'expert',
        language: 'en',
      });
      act(() => jest.advanceTimersByTime(REGISTRATION_REDIRECT_MS - 100));
      expect(session.location().pathname).toBe('/register');
      act(() => jest.advanceTimersByTime(100));
      expect(session.location().pathname).toBe('/login');
    });
  });

  it('links back to sign-in', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
