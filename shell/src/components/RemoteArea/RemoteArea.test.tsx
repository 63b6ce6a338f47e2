const loadRemote = jest.fn();
const registerRemotes = jest.fn();
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: (...args: unknown[]) => registerRemotes(...args), getInstance: () => null }));

import { act, screen, within } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { RemoteUpdatedError } from '@podbridge/shared/remotes';
import { renderWithProviders } from '@podbridge/shared/testing';
import { DeploymentProvider } from '../../deployment';
import { RemoteArea } from './RemoteArea';

const REMOTE_ERROR_TITLE = 'This part of PodBridge is unavailable right now';

function Remote() {
  return <p>Podcast listing</p>;
}

function renderArea(manifest: Record<string, string>) {
  return renderWithProviders(
    <DeploymentProvider manifest={manifest}>
      <p>Navigation still here</p>
      <RemoteArea remote="podcasts" module="podcasts/routes" />
    </DeploymentProvider>,
  );
}

describe('RemoteArea', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module once it loads', async () => {
    loadRemote.mockResolvedValue({ default: Remote });
    renderArea({ podcasts: 'http://localhost/remotes/podcasts/remoteEntry.js' });
    expect(await screen.findByText('Podcast listing')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('podcasts/routes');
  });

  it('contains a failed remote in its own area and loads it again on retry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError')).mockResolvedValue({ default: Remote });
    const { user } = renderArea({ podcasts: 'http://localhost/remotes/podcasts/remoteEntry.js' });
    const area = await screen.findByRole('alert', { name: 'Podcasts unavailable' });
    expect(area).toHaveTextContent(REMOTE_ERROR_TITLE);
    expect(area).not.toHaveTextContent(/connection/i);
    expect(within(area).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Navigation still here')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Podcast listing')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'podcasts', entry: 'http://localhost/remotes/podcasts/remoteEntry.js' }],
      { force: true },
    );
  });

  it('says a remote released for a newer platform was updated, and reloads rather than retries', async () => {
    loadRemote.mockRejectedValue(new RemoteUpdatedError('podcasts', '^1.3.0', '1.2.0'));
    renderArea({ podcasts: 'http://localhost/remotes/podcasts/remoteEntry.js' });
    const area = await screen.findByRole('alert', { name: 'Podcasts updated' });
    expect(area).toHaveTextContent('This part of PodBridge was updated');
    expect(area).toHaveTextContent('Reload the page to get it.');
    expect(within(area).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(area).not.toHaveTextContent(REMOTE_ERROR_TITLE);
    expect(screen.getByText('Navigation still here')).toBeInTheDocument();
  });

  it('shows the contained error for a remote the manifest does not list', async () => {
    renderArea({});
    expect(await screen.findByRole('alert', { name: 'Podcasts unavailable' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  describe('further down a page (whenNear)', () => {
    beforeEach(() => setupIntersectionMocking(jest.fn));
    afterEach(() => destroyIntersectionMocking());

    it('holds its place and loads nothing until the area nears the screen', async () => {
      loadRemote.mockResolvedValue({ default: Remote });
      renderWithProviders(
        <DeploymentProvider manifest={{ podcasts: 'http://localhost/remotes/podcasts/remoteEntry.js' }}>
          <RemoteArea
            remote="podcasts"
            module="podcasts/FeaturedPodcasts"
            loading={<p>Keeping the place</p>}
            whenNear
          />
        </DeploymentProvider>,
      );
      expect(screen.getByText('Keeping the place')).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();

      act(() => mockAllIsIntersecting(true));
      expect(await screen.findByText('Podcast listing')).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('podcasts/FeaturedPodcasts');
    });
  });
});
