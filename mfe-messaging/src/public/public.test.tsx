const loadRemote = jest.fn();
const getInstance = jest.fn();
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: (...args: unknown[]) => getInstance(...args),
}));

import { screen, waitFor, within } from '@testing-library/react';
import type { InviteDialogProps, MessageDialogProps, TrackRecordProps } from '@podbridge/shared/types';
import { renderWithProviders } from '@podbridge/shared/testing';
import { InviteButton, MessageButton, TrackRecordSlot } from '.';

const MESSAGING_UNAVAILABLE = 'Messaging is unavailable right now. Please try again in a moment.';

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
