const loadRemote = jest.fn();
const hostLoadRemote = jest.fn();
const getInstance = jest.fn();
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: (...args: unknown[]) => getInstance(...args),
}));

import { screen } from '@testing-library/react';
import type { MessageDialogProps } from '@podbridge/shared/types';
import { renderWithProviders } from '../testing';
import { loadRemoteModule } from './loadRemoteModule';
import { RemoteSlot } from './RemoteSlot';

function FakeDialog({ recipient, onClose }: MessageDialogProps) {
  return (
    <div role="dialog" aria-label={`Message ${recipient.username} (${recipient.id})`}>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

describe('loading a remote module', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    hostLoadRemote.mockReset();
    getInstance.mockReset();
  });

  it('asks the page instance that knows the remote', async () => {
    const host = { options: { remotes: [{ name: 'messaging' }] }, loadRemote: hostLoadRemote };
    getInstance.mockImplementation((finder: (instance: typeof host) => boolean) => (finder(host) ? host : null));
    hostLoadRemote.mockResolvedValue({ default: FakeDialog });
    await expect(loadRemoteModule('messaging/MessageDialog')).resolves.toEqual({ default: FakeDialog });
    expect(hostLoadRemote).toHaveBeenCalledWith('messaging/MessageDialog');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('falls back to its own instance and fails loudly on nothing', async () => {
    getInstance.mockReturnValue(null);
    loadRemote.mockResolvedValue(null);
    await expect(loadRemoteModule('podcasts/routes')).rejects.toThrow('podcasts/routes did not load');
    expect(loadRemote).toHaveBeenCalledWith('podcasts/routes');
  });
});

describe('RemoteSlot', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    getInstance.mockReturnValue(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const fallback = (retry: () => void) => (
    <div role="alert">
      Unavailable{' '}
      <button type="button" onClick={retry}>
        Try again
      </button>
    </div>
  );

  it('shows the loading stand-in, then the widget with its props', async () => {
    loadRemote.mockResolvedValue({ default: FakeDialog });
    renderWithProviders(
      <RemoteSlot
        module="messaging/MessageDialog"
        props={{ open: true, onClose: jest.fn(), recipient: { id: 7, username: 'marie' } }}
        loading={<p>Loading messaging</p>}
        fallback={fallback}
      />,
    );
    expect(screen.getByText('Loading messaging')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Message marie (7)' })).toBeInTheDocument();
  });

  it('contains a failure and loads again on retry', async () => {
    const onRetry = jest.fn();
    loadRemote
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue({ default: () => <p>Podcast listing</p> });
    const { user } = renderWithProviders(
      <>
        <p>Navigation still here</p>
        <RemoteSlot module="podcasts/routes" loading={null} fallback={fallback} onRetry={onRetry} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
    expect(screen.getByText('Navigation still here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Podcast listing')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('registers the remote again with its entry before a retry, when the page gives no retry of its own', async () => {
    const registerRemotes = jest.fn();
    const podcasts = { name: 'podcasts', entry: '/remotes/podcasts/remoteEntry.js' };
    const host = { options: { remotes: [podcasts] }, loadRemote: hostLoadRemote, registerRemotes };
    getInstance.mockImplementation((finder: (instance: typeof host) => boolean) => (finder(host) ? host : null));
    hostLoadRemote
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue({ default: () => <p>My Podcasts</p> });
    const { user } = renderWithProviders(<RemoteSlot module="podcasts/routes" loading={null} fallback={fallback} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('My Podcasts')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([podcasts], { force: true });
  });

  it('fails at once without a request when the remote is not available', async () => {
    renderWithProviders(<RemoteSlot module="podcasts/routes" available={false} loading={null} fallback={fallback} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
