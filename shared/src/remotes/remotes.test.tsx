const loadRemote = jest.fn();
const hostLoadRemote = jest.fn();
const getInstance = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, getInstance }));

import { screen, waitFor, within } from '@testing-library/react';
import type { InviteDialogProps, MessageDialogProps, TrackRecordProps } from '@podbridge/shared/types';
import { renderWithProviders } from '../testing';
import { loadRemoteModule } from './loadRemoteModule';
import { InviteButton } from './InviteButton';
import { MessageButton } from './MessageButton';
import { TrackRecordSlot } from './TrackRecordSlot';

const MESSAGING_UNAVAILABLE = 'Messaging is unavailable right now. Please try again in a moment.';
import { RemoteSlot } from './RemoteSlot';

const ada = { id: 4, username: 'ada', user_type: 'podcaster' } as const;

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

describe('MessageButton', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    getInstance.mockReturnValue(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens the messaging dialog for the recipient and closes it', async () => {
    loadRemote.mockResolvedValue({ default: FakeDialog });
    const { user } = renderWithProviders(
      <MessageButton label="Message Expert" recipient={{ id: 7, username: 'marie' }} />,
      { user: ada },
    );
    expect(loadRemote).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Message Expert' }));
    expect(await screen.findByRole('dialog', { name: 'Message marie (7)' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messaging/MessageDialog');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says messaging is unavailable inside the dialog, with a link to Messages', async () => {
    loadRemote.mockRejectedValue(new Error('messaging is down'));
    const { user } = renderWithProviders(
      <MessageButton label="Message Podcaster" recipient={{ id: 7, username: 'marie' }} />,
      { user: ada },
    );
    await user.click(screen.getByRole('button', { name: 'Message Podcaster' }));
    expect(await screen.findByText(MESSAGING_UNAVAILABLE)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Message Podcaster' });
    expect(within(dialog).getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function FakeInviteDialog({ expert, onClose }: InviteDialogProps) {
  return (
    <div role="dialog" aria-label={`Invite ${expert.name} (${expert.id})`}>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

describe('InviteButton', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    getInstance.mockReturnValue(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens the messaging remote's invite dialog for the expert", async () => {
    loadRemote.mockResolvedValue({ default: FakeInviteDialog });
    const { user } = renderWithProviders(<InviteButton expert={{ id: 9, name: 'Erik Svensson' }} />, { user: ada });
    await user.click(screen.getByRole('button', { name: 'Invite to my show' }));
    expect(await screen.findByRole('dialog', { name: 'Invite Erik Svensson (9)' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messaging/InviteDialog');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says invitations are unavailable when the remote is down, with the way to Bookings', async () => {
    loadRemote.mockRejectedValue(new Error('messaging is down'));
    const { user } = renderWithProviders(<InviteButton expert={{ id: 9, name: 'Erik Svensson' }} />, { user: ada });
    await user.click(screen.getByRole('button', { name: 'Invite to my show' }));
    expect(
      await screen.findByText('Invitations are unavailable right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Invite to my show' });
    expect(within(dialog).getByRole('link', { name: 'Open Bookings' })).toHaveAttribute('href', '/bookings');
  });
});

describe('TrackRecordSlot', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    getInstance.mockReturnValue(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the messaging remote's track record of the user", async () => {
    loadRemote.mockResolvedValue({
      default: ({ userId, role }: TrackRecordProps) => <p>{`Record of ${role} ${userId}`}</p>,
    });
    renderWithProviders(<TrackRecordSlot userId={4} role="expert" />);
    expect(await screen.findByText('Record of expert 4')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messaging/TrackRecord');
  });

  it('leaves the page without it when the remote is down', async () => {
    loadRemote.mockRejectedValue(new Error('messaging is down'));
    const { container } = renderWithProviders(<TrackRecordSlot userId={4} role="expert" />);
    await waitFor(() => expect(loadRemote).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByText(/Record of/)).not.toBeInTheDocument();
  });
});
