import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const renderForgot = () => renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });

describe('ForgotPasswordPage', () => {
  it("sends the address and shows the server's answer", async () => {
    const answer = 'If an account exists for that address, a reset link is on its way.';
    mockApi().onPost('/users/password-reset/').reply(200, { detail: answer });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@podbridge.se');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({ email: 'ada@podbridge.se' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('explains a failure to reach the server', async () => {
    mockApi().onPost('/users/password-reset/').networkError();
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@podbridge.se');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect to server. Please check if the server is running.',
    );
  });

  it('links back to sign-in', () => {
    renderForgot();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
