import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { onChange } from '@podbridge/shared/query';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { PodcastQueuePage } from './PodcastQueuePage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const podcast = (id: number, title: string, changes: Record<string, unknown> = {}) => ({
  id,
  title,
  owner: { id: 3, username: 'niklas', user: 3 },
  category: { id: 1, name: 'Science' },
  created_at: '2026-11-20T10:00:00.000Z',
  approval_status: 'pending',
  review_reason: null,
  is_featured: false,
  moderation: { state: 'pending', reason: null, featured: false, actions: ['approve', 'reject'] },
  ...changes,
});
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const QUEUE = '/admin_dashboard/podcasts/';

describe('PodcastQueuePage', () => {
  it('lists pending podcasts with owner and category (or their fallbacks), approves and rejects with a reason', async () => {
    mockApi()
      .onGet(QUEUE)
      .reply(200, page([podcast(7, 'Deep Sea'), podcast(8, 'Orphan', { owner: null, category: null })]));
    mockApi()
      .onPost('/admin_dashboard/moderation/podcast/7/', { action: 'approve' })
      .reply(200, { detail: 'Podcast approved successfully' });
    mockApi().onPost('/admin_dashboard/moderation/podcast/8/', { action: 'reject', reason: 'Audio missing' }).reply(200, {});
    const { user } = renderWithProviders(<PodcastQueuePage />, { user: admin, route: '/admin/podcast-approval' });

    const table = await screen.findByRole('table', { name: 'Pending Podcasts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Owner', 'Category', 'Created At', 'Actions']);
    expect(within(table).getByRole('link', { name: 'Deep Sea' })).toHaveAttribute('href', '/podcasts/7');
    const orphan = within(table).getByRole('row', { name: /Orphan/ });
    expect(orphan).toHaveTextContent('Unknown');
    expect(orphan).toHaveTextContent('No Category');

    // The public lists are the podcasts remote's: the admin announces the change, never touches their keys.
    const podcastsChanged = jest.fn();
    const stopListening = onChange('podcasts', podcastsChanged);
    await user.click(screen.getByRole('button', { name: 'Approve Deep Sea' }));
    expect(await screen.findByText('Podcast approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(podcastsChanged).toHaveBeenCalledTimes(1));
    stopListening();

    await user.click(screen.getByRole('button', { name: 'Reject Orphan' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Orphan' });
    expect(dialog).toHaveTextContent('Once they edit the podcast, it comes back to this queue.');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Audio missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Podcast rejected')).toBeInTheDocument();
  });

  it("offers only the actions the API sends for each item, whatever its status says", async () => {
    mockApi()
      .onGet(QUEUE)
      .reply(
        200,
        page([
          podcast(7, 'Deep Sea'),
          podcast(8, 'Being Edited', { moderation: { state: 'pending', reason: null, featured: false, actions: [] } }),
          podcast(9, 'Featured Pending', {
            is_featured: true,
            moderation: { state: 'pending', reason: null, featured: true, actions: ['approve', 'reject', 'unfeature'] },
          }),
        ]),
      );
    renderWithProviders(<PodcastQueuePage />, { user: admin, route: '/admin/podcast-approval' });
    const buttonsOf = async (name: RegExp) =>
      within(await screen.findByRole('row', { name })).queryAllByRole('button').map((button) => button.textContent);
    expect(await buttonsOf(/Deep Sea/)).toEqual(['Approve', 'Reject']);
    expect(await buttonsOf(/Being Edited/)).toEqual([]);
    expect(await buttonsOf(/Featured Pending/)).toEqual(['Approve', 'Reject', 'Unfeature']);
    expect(within(screen.getByRole('row', { name: /Being Edited/ })).getByRole('link', { name: /History/ })).toBeInTheDocument();
  });

  it('says when nothing waits, and shows the permission text on a 403', async () => {
    mockApi().onGet(QUEUE).replyOnce(200, page([]));
    const { unmount } = renderWithProviders(<PodcastQueuePage />, { user: admin, route: '/admin/podcast-approval' });
    expect(await screen.findByText('Nothing waits for review')).toBeInTheDocument();
    unmount();
    mockApi().onGet(QUEUE).reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<PodcastQueuePage />, { user: admin, route: '/admin/podcast-approval' });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view pending podcasts");
  });

  it('speaks Swedish: featured and unpublished podcasts, their fallbacks, the reason column and the dialog', async () => {
    mockApi()
      .onGet(QUEUE, { params: { status: 'approved', page: 1, page_size: 20 } })
      .reply(
        200,
        page([
          podcast(7, 'Deep Sea', {
            approval_status: 'approved',
            is_featured: true,
            owner: null,
            category: null,
            moderation: { state: 'approved', reason: null, featured: true, actions: ['unfeature', 'unpublish'] },
          }),
        ]),
      );
    mockApi()
      .onGet(QUEUE, { params: { status: 'unpublished', page: 1, page_size: 20 } })
      .reply(
        200,
        page([
          podcast(9, 'Old Show', {
            approval_status: 'unpublished',
            review_reason: 'Spam',
            moderation: { state: 'unpublished', reason: 'Spam', featured: false, actions: ['republish'] },
          }),
        ]),
      );
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderWithProviders(<PodcastQueuePage />, {
      user: admin,
      route: '/admin/podcast-approval?status=approved',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Publicerade poddar' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Deep Sea Utvald/ });
    expect(row).toHaveTextContent('Okänd');
    expect(row).toHaveTextContent('Ingen kategori');
    expect(screen.getByText('1 podd')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ta bort Deep Sea från utvalda' })).toHaveTextContent(
      'Ta bort från utvalda',
    );
    await user.click(within(row).getByRole('button', { name: 'Avpublicera Deep Sea' }));
    expect(screen.getByRole('dialog', { name: 'Avpublicera Deep Sea' })).toHaveTextContent(
      'Du kan publicera podden igen senare.',
    );
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unpublished');
    const table = await screen.findByRole('table', { name: 'Avpublicerade poddar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titel', 'Ägare', 'Kategori', 'Skapad', 'Anledning', 'Åtgärder']);
    expect(within(table).getByRole('button', { name: 'Publicera Old Show igen' })).toHaveTextContent('Publicera igen');
  });
});
