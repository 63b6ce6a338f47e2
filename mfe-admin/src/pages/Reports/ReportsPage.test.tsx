import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { REPORTS_FORBIDDEN, ReportsPage } from './ReportsPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const sender = { id: 4, username: 'spammer', user_type: 'podcaster', is_suspended: false, suspension_reason: null };
const receiver = { id: 5, username: 'anna', user_type: 'expert' };
const report = {
  id: 11,
  reason: 'Keeps selling followers',
  created_at: '2026-11-23T09:00:00.000Z',
  reporter: receiver,
  message: { id: 30, content: 'Buy 10k followers now', timestamp: '2026-11-23T08:00:00.000Z', sender, receiver },
  context: [
    { id: 29, sender: 5, content: 'Hi, are you booking guests?', timestamp: '2026-11-23T07:59:00.000Z' },
    { id: 30, sender: 4, content: 'Buy 10k followers now', timestamp: '2026-11-23T08:00:00.000Z' },
  ],
  reports_of_sender: 3,
  resolution: null,
  resolved_at: null,
  resolved_by: null,
};
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('ReportsPage', () => {
  it('shows a report with its conversation, the reported message marked, and warns the sender with a reason', async () => {
    const open = mockApi().onGet('/admin_dashboard/reports/', { params: { status: 'open', page: 1, page_size: 20 } });
    open.replyOnce(200, page([report]));
    open.replyOnce(200, page([]));
    mockApi()
      .onPost('/admin_dashboard/reports/11/warn/', { reason: 'No selling in messages' })
      .reply(200, { detail: 'Warning sent' });
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    const { user } = renderWithProviders(<ReportsPage />, { user: admin, route: '/admin/reports' });

    const card = await screen.findByRole('article', { name: 'Report of a message from spammer' });
    expect(within(card).getByLabelText('Reason given')).toHaveTextContent('Keeps selling followers');
    const lines = within(within(card).getByRole('list', { name: 'The conversation around the message' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('anna');
    expect(lines[0]).not.toHaveTextContent('Reported');
    expect(lines[1]).toHaveTextContent('spammer');
    expect(lines[1]).toHaveTextContent('Reported');
    expect(card).toHaveTextContent('3 open reports');

    await user.click(within(card).getByRole('button', { name: 'Warn spammer' }));
    const dialog = screen.getByRole('dialog', { name: 'Warn spammer' });
    expect(dialog).toHaveTextContent('spammer gets this reason by email');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No selling in messages');
    await user.click(within(dialog).getByRole('button', { name: 'Send Warning' }));
    expect(await screen.findByText('Warning sent')).toBeInTheDocument();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('dismisses without a note', async () => {
    mockApi().onGet('/admin_dashboard/reports/').reply(200, page([report]));
    mockApi().onPost('/admin_dashboard/reports/11/dismiss/', {}).reply(200, { detail: 'Report dismissed' });
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    const { user } = renderWithProviders(<ReportsPage />, { user: admin, route: '/admin/reports' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss report' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
  });

  it('lists closed reports with who closed them, and suspended accounts with a way to lift the suspension', async () => {
    mockApi()
      .onGet('/admin_dashboard/reports/', { params: { status: 'resolved', page: 1, page_size: 20 } })
      .reply(
        200,
        page([{ ...report, resolution: 'suspended', resolved_at: '2026-11-23T10:00:00.000Z', resolved_by: { id: 1, username: 'boss' } }]),
      );
    mockApi()
      .onGet('/admin_dashboard/users/suspended/')
      .reply(
        200,
        page([{ id: 4, username: 'spammer', user_type: 'podcaster', suspended_at: '2026-11-23T10:00:00.000Z', suspension_reason: 'Spam' }]),
      );
    mockApi().onPost('/admin_dashboard/users/4/unsuspend/').reply(200, {});
    const { user } = renderWithProviders(<ReportsPage />, { user: admin, route: '/admin/reports?view=resolved' });

    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Sender suspended by boss');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'suspended');
    const row = await screen.findByRole('row', { name: /spammer/ });
    expect(row).toHaveTextContent('Spam');
    await user.click(within(row).getByRole('button', { name: 'Lift the suspension of spammer' }));
    expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
  });

  it('shows the permission text to a non-admin', async () => {
    mockApi().onGet('/admin_dashboard/reports/').reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<ReportsPage />, { user: { ...admin, is_admin: false }, route: '/admin/reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORTS_FORBIDDEN);
  });
});
