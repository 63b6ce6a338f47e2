import { screen } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { DeploymentProvider } from '../../deployment';
import { NavCountSlot } from './NavCountSlot';

// The count itself is the messaging remote's (messaging/NavCount, tested there): here, what the nav asks for.
jest.mock('@podbridge/shared/remotes', () => ({
  RemoteSlot: ({ module, props, loading }: { module: string; props: { kind: string }; loading: unknown }) =>
    `${module} ${props.kind}, loading: ${String(loading)}`,
}));

const user: StoredUserData = { id: 1, username: 'ada', user_type: 'expert', is_admin: false };
const deployed = { messaging: 'https://messaging.podbridge.test/remoteEntry.js' };

describe('NavCountSlot', () => {
  it("shows the messaging remote's count to a signed-in user, with nothing while it loads", () => {
    renderWithProviders(
      <DeploymentProvider manifest={deployed}>
        <NavCountSlot kind="bookings" />
      </DeploymentProvider>,
      { user },
    );
    expect(screen.getByText('messaging/NavCount bookings, loading: null')).toBeInTheDocument();
  });

  it('shows nothing to a signed-out visitor', () => {
    renderWithProviders(
      <DeploymentProvider manifest={deployed}>
        <NavCountSlot kind="messages" />
      </DeploymentProvider>,
    );
    expect(screen.queryByText(/messaging\/NavCount/)).not.toBeInTheDocument();
  });

  it('shows nothing where the messaging remote is not deployed', () => {
    renderWithProviders(<NavCountSlot kind="messages" />, { user });
    expect(screen.queryByText(/messaging\/NavCount/)).not.toBeInTheDocument();
  });
});
