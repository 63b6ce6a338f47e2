import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { PODCAST_REJECT_HINT, PODCASTS_FAILED, PODCASTS_FORBIDDEN, PendingPodcastsPage } from './PendingPodcastsPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'podcaster', is_admin: true };
const podcast = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  owner: { id: 3, username: 'linnea' },
  category: { id: 2, name: 'Technology' },
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('PendingPodcastsPage', () => {
  it('lists the pending podcasts and approves one; Reject makes no call and only hints', async () => {
    const pending = mockApi().onGet('/podcasts/pending/');
    pending.replyOnce(200, [podcast(7, 'Källarsnack'), podcast(8, 'Fikapodden', { owner: null, category: null })]);
    pending.replyOnce(200, [podcast(8, 'Fikapodden', { owner: null, category: null })]);
    mockApi().onPost('/podcasts/7/approve/').reply(200, { detail: 'Podcast approved successfully' });
    const { user } = renderWithProviders(<PendingPodcastsPage />, { user: admin });

    const table = await screen.findByRole('table', { name: 'Pending podcasts' });
    expect(within(table).getByRole('link', { name: 'Källarsnack' })).toHaveAttribute('href', '/podcasts/7');
    const orphan = within(table).getByRole('row', { name: /Fikapodden/ });
    expect(orphan).toHaveTextContent('Unknown');
    expect(orphan).toHaveTextContent('No Category');

    await user.click(screen.getByRole('button', { name: 'Reject Fikapodden' }));
    expect(screen.getByText(PODCAST_REJECT_HINT)).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve Källarsnack' }));
    expect(await screen.findByText('Podcast approved successfully')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(1);
    expect(await screen.findByRole('row', { name: /Fikapodden/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Källarsnack' })).not.toBeInTheDocument();
  });

  it('shows the permission text to a non-admin and the load error otherwise', async () => {
    mockApi().onGet('/podcasts/pending/').replyOnce(403, { detail: 'no' });
    const { unmount } = renderWithProviders(<PendingPodcastsPage />, { user: { ...admin, is_admin: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PODCASTS_FORBIDDEN);
    unmount();
    mockApi().onGet('/podcasts/pending/').reply(500, {});
    renderWithProviders(<PendingPodcastsPage />, { user: admin });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(PODCASTS_FAILED);
  });
});
