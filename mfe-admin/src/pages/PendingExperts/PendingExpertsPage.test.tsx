import { act, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { EXPERTS_FORBIDDEN, EXPERT_UPDATE_FAILED, PendingExpertsPage } from './PendingExpertsPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'podcaster', is_admin: true };
const expert = (id: number, name: string) => ({
  id,
  name,
  expertise: ['Climate', 'Vikings'],
  experience_years: 12,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('PendingExpertsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the pending profiles with their columns and approves one, then reloads and clears the message after 3 s', async () => {
    const pending = mockApi().onGet('/experts/pending/');
    pending.replyOnce(200, [expert(5, 'Åsa Öberg'), expert(6, 'Omar Ali')]);
    pending.replyOnce(200, [expert(6, 'Omar Ali')]);
    mockApi().onPost('/experts/profile/approve/5/', { is_approved: true }).reply(200, { detail: 'ok' });
    const { user } = renderWithProviders(<PendingExpertsPage />, { user: admin });

    const table = await screen.findByRole('table', { name: 'Pending expert profiles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Expertise', 'Experience', 'Created At', 'Actions']);
    expect(within(table).getByRole('link', { name: 'Åsa Öberg' })).toHaveAttribute('href', '/experts/5');
    expect(within(table).getAllByText('Climate, Vikings')).toHaveLength(2);
    expect(within(table).getAllByText('12 years')).toHaveLength(2);

    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Approve Åsa Öberg' }));
    expect(await screen.findByText('Expert profile approved successfully')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Omar Ali/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Åsa Öberg' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Expert profile approved successfully')).not.toBeInTheDocument();
  });

  it('rejects with is_approved false', async () => {
    mockApi()
      .onGet('/experts/pending/')
      .reply(200, [expert(5, 'Åsa Öberg')]);
    mockApi().onPost('/experts/profile/approve/5/', { is_approved: false }).reply(200, { detail: 'ok' });
    const { user } = renderWithProviders(<PendingExpertsPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Åsa Öberg' }));
    expect(await screen.findByText('Expert profile rejected successfully')).toBeInTheDocument();
  });

  it('shows a failed update, and the permission text to a non-admin', async () => {
    mockApi()
      .onGet('/experts/pending/')
      .replyOnce(200, [expert(5, 'Åsa Öberg')]);
    mockApi().onPost('/experts/profile/approve/5/').reply(500, {});
    const { user, unmount } = renderWithProviders(<PendingExpertsPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Approve Åsa Öberg' }));
    expect(await screen.findByText(EXPERT_UPDATE_FAILED)).toBeInTheDocument();
    unmount();

    mockApi().onGet('/experts/pending/').reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<PendingExpertsPage />, { user: { ...admin, is_admin: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPERTS_FORBIDDEN);
  });
});
