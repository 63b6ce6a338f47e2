import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { ChatHeader } from './ChatHeader';
import { makeChat, me, other } from './chatFixtures';

const PICTURE = 'http://localhost:8000/media/profiles/bo.webp';

describe('ChatHeader', () => {
  it('shows the display name and the round picture, not the username', () => {
    renderWithProviders(<ChatHeader chat={makeChat([], { other_user: { ...other, picture: PICTURE } })} />, {
      user: me,
    });
    expect(screen.getByRole('heading', { name: 'Bo Ek' })).toBeInTheDocument();
    expect(screen.queryByText('bo')).not.toBeInTheDocument();
    // Decorative beside the name: no second announcement of it.
    expect(screen.getByRole('presentation')).toHaveAttribute('src', PICTURE);
    expect(screen.queryByText('B')).not.toBeInTheDocument();
  });

  it("links a podcaster's name to their page, and names anyone else without a link", () => {
    const { unmount } = renderWithProviders(<ChatHeader chat={makeChat([])} />, { user: me });
    const heading = screen.getByRole('heading', { name: 'Bo Ek' });
    expect(within(heading).getByRole('link', { name: 'Bo Ek' })).toHaveAttribute('href', '/podcasters/2');
    unmount();
    renderWithProviders(<ChatHeader chat={makeChat([], { other_user: { ...other, user_type: 'listener' } })} />, {
      user: me,
    });
    expect(screen.getByRole('heading', { name: 'Bo Ek' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bo Ek' })).not.toBeInTheDocument();
  });

  it('shows the initial of the display name when there is no picture', () => {
    renderWithProviders(<ChatHeader chat={makeChat([], { other_user: { ...other, display_name: 'Karin Ek' } })} />, {
      user: me,
    });
    expect(screen.getByRole('heading', { name: 'Karin Ek' })).toBeInTheDocument();
    expect(screen.getByText('K')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('names the expert by their display name in the invitation and the block dialog', async () => {
    mockApi().onGet('/podcasts/my-podcasts/').reply(200, []);
    const chat = makeChat([], { other_user: { ...other, display_name: 'Karin Ek', user_type: 'expert' } });
    const { user } = renderWithProviders(<ChatHeader chat={chat} />, {
      user: { id: 1, username: 'ada', user_type: 'podcaster' },
    });
    await user.click(screen.getByRole('button', { name: 'Invite to my show' }));
    expect(screen.getByRole('dialog', { name: 'Invite Karin Ek to your show' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Block user' }));
    expect(screen.getByRole('dialog', { name: 'Block Karin Ek?' })).toBeInTheDocument();
  });
});
