const loadRemote = jest.fn();
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
  getInstance: () => null,
}));

import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { Link } from '@podbridge/shared/router';
import { renderWithProviders } from '@podbridge/shared/testing';
import userEvent from '@testing-library/user-event';
import { DeploymentProvider } from '../../deployment';
import {
  capturePrerenderedArea,
  forgetPrerenderedArea,
  PrerenderedArea,
  PrerenderingContext,
  useCapturedArea,
  type CapturedArea,
} from './PrerenderedArea';
import { RemoteRouter } from '../../routes/RemoteRouter';
import { RemoteArea } from './RemoteArea';

const SENT_PAGE =
  '<main><div data-prerendered-area="account" style="display:contents">' +
  '<h1>Sign in</h1><label>Username or Email</label></div></main>';

/** The page as the site server sent it, at `path` in `language`, captured as the app does before its first render. */
function sendPage(path: string, language = 'en') {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root">${SENT_PAGE}</div>`;
  const area = document.querySelector('[data-prerendered-area]')!;
  capturePrerenderedArea();
  // The page's first render replaces what the server sent.
  document.body.innerHTML = '';
  return area;
}

const areaOf = (container: HTMLElement) => container.querySelector('[data-prerendered-area]');

describe('PrerenderedArea', () => {
  afterEach(() => {
    forgetPrerenderedArea();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the element the server sent the page in', () => {
    const sent = sendPage('/login');
    let captured: CapturedArea | null = null;
    function Probe() {
      captured = useCapturedArea('account');
      return null;
    }
    renderWithProviders(<Probe />, { route: '/login' });
    expect(captured).toMatchObject({ remote: 'account', path: '/login', language: 'en' });
    expect(captured!.element).toBe(sent);
    expect(sent.innerHTML).toBe('<h1>Sign in</h1><label>Username or Email</label>');
  });

  it('is nothing on another page, for another remote, in another language, or when nothing was sent', async () => {
    sendPage('/login');
    const seen: Array<CapturedArea | null> = [];
    function Probe({ remote }: { remote: 'account' | 'podcasts' }) {
      seen.push(useCapturedArea(remote));
      return null;
    }
    renderWithProviders(<Probe remote="account" />, { route: '/register' }).unmount();
    renderWithProviders(<Probe remote="podcasts" />, { route: '/login' }).unmount();
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<Probe remote="account" />, { route: '/login' }).unmount();
    await act(() => i18n.changeLanguage('en'));
    forgetPrerenderedArea();
    renderWithProviders(<Probe remote="account" />, { route: '/login' }).unmount();
    expect(seen).toEqual([null, null, null, null]);
  });

  it('shows a spinner while a remote loads', () => {
    renderWithProviders(<PrerenderedArea remote="account" />, { route: '/login' });
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
    expect(area?.outerHTML).toBe('<div data-prerendered-area="account" style="display: contents;" inert=""></div>');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is taken over where it stands once the remote is here, and a later visit draws the page anew', async () => {
    const sentHeading = sendPage('/login').querySelector('h1');
    let loaded: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const area = (
      <DeploymentProvider manifest={{ account: 'http://localhost/remotes/account/remoteEntry.js' }}>
        <RemoteArea remote="account" module="account/routes" loading={<PrerenderedArea remote="account" />} />
      </DeploymentProvider>
    );
    const first = renderWithProviders(area, { route: '/login' });
    // The server's own heading, on screen while the remote loads: no spinner.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBe(sentHeading);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () =>
      loaded({
        default: () => (
          <>
            <h1>Sign in</h1>
            <label>Username or Email</label>
          </>
        ),
      }),
    );
    await waitFor(() => expect(areaOf(first.container)).toBeNull());
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBe(sentHeading);
    first.unmount();

    // Taken once: the next visit is the remote's own render, with its spinner while it loads.
    loadRemote.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(area, { route: '/login' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("is the sent page's own remote's only: another remote's page, opened from it, is drawn in an area of its own", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sendPage('/login');
    loadRemote.mockImplementation(async (id: string) => ({
      default:
        id === 'account/routes'
          ? () => (
              <>
                <h1>Sign in</h1>
                <label>Username or Email</label>
              </>
            )
          : () => <h1>Discover Podcasts</h1>,
    }));
    const { container } = renderWithProviders(
      <DeploymentProvider
        manifest={{
          account: 'http://localhost/remotes/account/remoteEntry.js',
          podcasts: 'http://localhost/remotes/podcasts/remoteEntry.js',
        }}
      >
        <Link to="/podcasts">Podcasts</Link>
        <RemoteRouter />
      </DeploymentProvider>,
      { route: '/login' },
    );
    await waitFor(() => expect(areaOf(container)).toBeNull());
    await userEvent.click(screen.getByRole('link', { name: 'Podcasts' }));
    expect(await screen.findByRole('heading', { name: 'Discover Podcasts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(loadRemote).toHaveBeenCalledWith('podcasts/routes');
    // Drawn, not hydrated into the sign-in page's markup (React would report the mismatch).
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
