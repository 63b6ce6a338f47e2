import { screen } from '@testing-library/react';
import { authStore } from '@podbridge/shared/auth';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { act } from 'react';
import { RouteGuard } from './RouteGuard';

const member = { id: 9, username: 'sam', user_type: 'podcaster' as const };

describe('RouteGuard', () => {
  it('sends a signed-out visitor on a protected route to /login with the original location', () => {
    const { location } = renderWithProviders(
      <RouteGuard access="protected">
        <p>Inbox</p>
      </RouteGuard>,
      { route: '/messages/4?tab=all', path: '/messages/:userId' },
    );
    expect(screen.queryByText('Inbox')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: { pathname: '/messages/4', search: '?tab=all', hash: '' } });
  });

  it('sends a user who logs out on a protected page home, not to /login', async () => {
    const { location } = renderWithProviders(
      <RouteGuard access="protected">
        <p>Inbox</p>
      </RouteGuard>,
      { route: '/profile', path: '/profile', user: member },
    );
    expect(screen.getByText('Inbox')).toBeInTheDocument();
    // The API is told to end the session (answered here, not by whatever listens on the API's port).
    mockApi().onPost('/users/logout/').reply(204);
    await act(() => authStore.getState().logout());
    expect(location().pathname).toBe('/');
    expect(mockApi().history.post?.map((request) => request.url)).toEqual(['/users/logout/']);
  });

  it('shows a protected route to a signed-in user', () => {
    renderWithProviders(
      <RouteGuard access="protected">
        <p>Inbox</p>
      </RouteGuard>,
      { route: '/messages', path: '/messages', user: member },
    );
    expect(screen.getByText('Inbox')).toBeInTheDocument();
  });

  it('shows a spinner while the session loads', () => {
    renderWithProviders(
      <RouteGuard access="protected">
        <p>Inbox</p>
      </RouteGuard>,
      { route: '/messages', path: '/messages', user: member },
    );
    act(() => authStore.setState({ status: 'loading' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to the home page', () => {
    const { location } = renderWithProviders(
      <RouteGuard access="loggedOutOnly">
        <p>Sign in form</p>
      </RouteGuard>,
      { route: '/login', path: '/login', user: member },
    );
    expect(location().pathname).toBe('/');
  });

  it('lets the sign-in page decide where to go right after signing in there', () => {
    const { location } = renderWithProviders(
      <RouteGuard access="loggedOutOnly">
        <p>Sign in form</p>
      </RouteGuard>,
      { route: '/login', path: '/login' },
    );
    act(() => authStore.setState({ status: 'authenticated', user: member }));
    expect(location().pathname).toBe('/login');
    expect(screen.getByText('Sign in form')).toBeInTheDocument();
  });
});
