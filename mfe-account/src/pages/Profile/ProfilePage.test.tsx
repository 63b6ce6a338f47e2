import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { ProfilePage } from './ProfilePage';

const stored: StoredUserData = { id: 3, username: 'grace', email: 'old@podbridge.se', user_type: 'podcaster' };

function details() {
  return within(screen.getByRole('region', { name: 'Account details' }));
}

describe('ProfilePage', () => {
  it("shows the signed-in podcaster's name, type and refreshed email", async () => {
    mockApi()
      .onGet('/users/me/')
      .reply(200, { ...stored, email: 'grace@podbridge.se', is_admin: false });
    renderWithProviders(<ProfilePage />, { route: '/profile', user: stored });
    expect(screen.getByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(details().getByText('Podcaster')).toBeInTheDocument();
    expect(await details().findByText('grace@podbridge.se')).toBeInTheDocument();
    expect(details().getByRole('link', { name: 'My Podcaster Profile' })).toHaveAttribute('href', '/podcaster/profile');
  });

  it('shows the expert view for an expert', async () => {
    mockApi()
      .onGet('/users/me/')
      .reply(200, { ...stored, email: 'grace@experts.se', user_type: 'expert', is_admin: false });
    renderWithProviders(<ProfilePage />, { route: '/profile', user: { ...stored, user_type: 'expert' } });
    expect(await details().findByText('grace@experts.se')).toBeInTheDocument();
    expect(details().getByText('Expert')).toBeInTheDocument();
    expect(details().getByRole('link', { name: 'Create Expert Profile' })).toHaveAttribute('href', '/experts/create');
  });

  it('keeps the stored details when the refresh fails', async () => {
    mockApi().onGet('/users/me/').networkError();
    renderWithProviders(<ProfilePage />, { route: '/profile', user: stored });
    expect(await details().findByText('old@podbridge.se')).toBeInTheDocument();
  });

  it('asks a user of another type to sign in again', () => {
    mockApi().onGet('/users/me/').reply(() => new Promise(() => undefined));
    renderWithProviders(<ProfilePage />, { route: '/profile', user: { ...stored, user_type: 'listener' } });
    expect(screen.getByRole('alert')).toHaveTextContent('User type not recognized. Please log in again.');
  });
});
