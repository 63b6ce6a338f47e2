const loadRemote = jest.fn();
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
  getInstance: () => null,
}));

import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { DeploymentProvider } from '../deployment';
import { RemoteRouter } from './RemoteRouter';

function renderAt(route: string) {
  return renderWithProviders(
    <DeploymentProvider manifest={{ account: 'http://localhost/remotes/account/remoteEntry.js' }}>
      <RemoteRouter />
    </DeploymentProvider>,
    { route },
  );
}

describe('RemoteRouter', () => {
  beforeEach(() => loadRemote.mockReset().mockResolvedValue({ default: () => <h1>Account page</h1> }));

  it.each([
    ['/digest/confirm/tok', 'Confirm your weekly email – PodBridge'],
    ['/digest/unsubscribe/tok', 'Unsubscribe – PodBridge'],
  ])("opens the weekly email's link %s to a signed-out visitor, in the account remote", async (route, title) => {
    const { location } = renderAt(route);
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('account/routes');
    expect(location().pathname).toBe(route);
    expect(document.title).toBe(title);
  });

  it("names the weekly email's pages in Swedish", async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderAt('/digest/unsubscribe/tok');
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(document.title).toBe('Avsluta prenumerationen – PodBridge');
  });
});
