import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { STORAGE_KEYS, authStore } from '@podbridge/shared/auth';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { VERIFICATION_REDIRECT_MS, VerifyEmailPage } from './VerifyEmailPage';

function renderVerify(token = 'abc123', options: { signedIn?: boolean } = {}) {
  return renderWithProviders(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    {
      route: `/verify-email/${token}`,
      path: '/verify-email/:token',
      user: options.signedIn ? { id: 2, username: 'old', user_type: 'podcaster' } : null,
    },
  );
}

describe('VerifyEmailPage', () => {
  it('shows progress while the link is checked', () => {
    mockApi()
      .onGet('/users/verify-email/slow/')
      .reply(() => new Promise(() => undefined));
    renderVerify('slow');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
  });

  describe('on success', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("shows the server's message once, ends any stored session and goes to sign-in after 3 seconds", async () => {
      mockApi().onGet('/users/verify-email/abc123/').reply(200, { message: 'Email verified successfully.' });
      const { location } = renderVerify('abc123', { signedIn: true });
      expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
      expect(mockApi().history.get).toHaveLength(1);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
      expect(authStore.getState().status).toBe('anonymous');
      act(() => jest.advanceTimersByTime(VERIFICATION_REDIRECT_MS - 1));
      expect(location().pathname).toBe('/verify-email/abc123');
      act(() => jest.advanceTimersByTime(1));
      expect(location().pathname).toBe('/login');
    });
  });

  it("shows the server's detail when the link is refused", async () => {
    mockApi().onGet('/users/verify-email/used/').reply(400, { detail: 'This verification link has expired.' });
    const { location } = renderVerify('used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link has expired.');
    expect(location().pathname).toBe('/verify-email/used');
    expect(mockApi().history.get).toHaveLength(1);
  });

  it.each([
    ['a refusal without detail', (path: string) => mockApi().onGet(path).reply(400, {}), 'Verification failed'],
    [
      'no connection',
      (path: string) => mockApi().onGet(path).networkError(),
      'Cannot connect to server. Please check if the server is running.',
    ],
  ])('explains %s', async (_, stub, message) => {
    stub('/users/verify-email/tok/');
    renderVerify('tok');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses a link without a token', () => {
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email', path: '/verify-email/:token?' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(mockApi().history.get).toHaveLength(0);
  });
});
