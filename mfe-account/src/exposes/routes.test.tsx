import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import AccountRoutes from './routes';

describe('AccountRoutes', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password/tok', 'Choose a new password'],
  ])('shows the right screen at %s', async (route, heading) => {
    renderWithProviders(<AccountRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/digest/confirm/tok', '/digest/confirm/tok/', 'Confirm your weekly email'],
    ['/digest/unsubscribe/tok', '/digest/unsubscribe/tok/', 'Unsubscribe'],
  ])('shows the weekly email’s page at %s, which follows the link itself', async (route, request, heading) => {
    mockApi()
      .onPost(request)
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<AccountRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(mockApi().history.post.map((sent) => sent.url)).toEqual([request]);
  });

  it('shows a friendly not-found page with a way home', () => {
    renderWithProviders(<AccountRoutes />, { route: '/account/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page in Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<AccountRoutes />, { route: '/account/nowhere' });
    expect(screen.getByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till startsidan' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });
});
