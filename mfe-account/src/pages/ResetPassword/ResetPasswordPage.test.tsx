import { act, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { RESET_REDIRECT_MS, ResetPasswordPage } from './ResetPasswordPage';

type Session = ReturnType<typeof renderReset>;

function renderReset() {
  return renderWithProviders(<ResetPasswordPage />, { route: '/reset-password/tok-1', path: '/reset-password/:token' });
}

async function choose({ user }: Session, password: string, confirmation = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  it('refuses a short password without calling the server', async () => {
    const session = renderReset();
    await choose(session, 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Password must be at least 8 characters long/,
    );
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('refuses passwords that do not match', async () => {
    const session = renderReset();
    await choose(session, 'long enough', 'long enuogh');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(mockApi().history.post).toHaveLength(0);
  });

  it("shows the server's reason for an expired link", async () => {
    mockApi()
      .onPost('/users/password-reset/confirm/')
      .reply(400, { detail: 'Invalid or expired password reset link.' });
    const session = renderReset();
    await choose(session, 'long enough');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired password reset link.');
  });

  it("shows the server's password rule under the field", async () => {
    mockApi()
      .onPost('/users/password-reset/confirm/')
      .reply(400, { password: ['This password is too common.'] });
    const session = renderReset();
    await choose(session, 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  describe('on success', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sends the token and password, confirms and goes to sign-in after 3 seconds', async () => {
      mockApi().onPost('/users/password-reset/confirm/').reply(200, { detail: 'Your password has been reset.' });
      const session = renderReset();
      await choose(session, 'long enough');
      expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
      expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({
        token: 'tok-1',
        password: 'long enough',
      });
      act(() => jest.advanceTimersByTime(RESET_REDIRECT_MS));
      expect(session.location().pathname).toBe('/login');
    });
  });
});
