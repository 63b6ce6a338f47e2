const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote,
  registerRemotes: jest.fn(),
  getInstance: () => null,
}));

import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { DeploymentProvider } from '../../deployment';
import { capturePrerenderedArea, forgetPrerenderedArea, PrerenderedArea, PrerenderingContext } from './PrerenderedArea';
import { RemoteArea } from './RemoteArea';

const SENT_PAGE =
  '<div inert aria-hidden="true"><main><div data-prerendered-area="account" style="display:contents">' +
  '<style>.form{gap:8px}</style><h1>Sign in</h1><label>Username or Email</label></div></main></div>';

/** The page as the site server sent it, at `path` in `language`, captured as the app does before its first render. */
function sendPage(path: string, language = 'en') {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root">${SENT_PAGE}</div>`;
  capturePrerenderedArea();
  document.body.innerHTML = '';
}

const areaOf = (container: HTMLElement) => container.querySelector('[data-prerendered-area]');

describe('PrerenderedArea', () => {
  afterEach(() => {
    forgetPrerenderedArea();
    window.history.replaceState(null, '', '/');
  });

  it("shows the remote's page the server sent, inert and laid out as the area's own, on that page", () => {
    sendPage('/login');
    const { container } = renderWithProviders(<PrerenderedArea remote="account" />, { route: '/login' });
    const area = areaOf(container);
    expect(area).toHaveAttribute('inert');
    expect(area).toHaveStyle({ display: 'contents' });
    expect(area?.innerHTML).toBe('<style>.form{gap:8px}</style><h1>Sign in</h1><label>Username or Email</label>');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner on another page, for another remote, in another language, or when nothing was sent', async () => {
    sendPage('/login');
    const other = renderWithProviders(<PrerenderedArea remote="account" />, { route: '/register' });
    expect(areaOf(other.container)).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    other.unmount();

    const remote = renderWithProviders(<PrerenderedArea remote="podcasts" />, { route: '/login' });
    expect(areaOf(remote.container)).toBeNull();
    remote.unmount();

    await act(() => i18n.changeLanguage('sv'));
    const swedish = renderWithProviders(<PrerenderedArea remote="account" />, { route: '/login' });
    expect(areaOf(swedish.container)).toBeNull();
    swedish.unmount();
    await act(() => i18n.changeLanguage('en'));

    forgetPrerenderedArea();
    const none = renderWithProviders(<PrerenderedArea remote="account" />, { route: '/login' });
    expect(areaOf(none.container)).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('is the empty place the site server fills when the build renders the page ahead', () => {
    sendPage('/login');
    const { container } = renderWithProviders(
      <PrerenderingContext.Provider value>
        <PrerenderedArea remote="account" />
      </PrerenderingContext.Provider>,
      { route: '/login' },
    );
    const area = areaOf(container);
    expect(area?.outerHTML).toBe('<div data-prerendered-area="account" style="display: contents;"></div>');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("stays on screen while the remote loads, and the remote's own page replaces it", async () => {
    sendPage('/login');
    let loaded: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const { container } = renderWithProviders(
      <DeploymentProvider manifest={{ account: 'http://localhost/remotes/account/remoteEntry.js' }}>
        <RemoteArea remote="account" module="account/routes" loading={<PrerenderedArea remote="account" />} />
      </DeploymentProvider>,
      { route: '/login' },
    );
    expect(areaOf(container)).toHaveTextContent('Sign in');
    await act(async () => loaded({ default: () => <h1>Sign in, live</h1> }));
    expect(await screen.findByRole('heading', { name: 'Sign in, live' })).toBeInTheDocument();
    expect(areaOf(container)).toBeNull();
  });
});
