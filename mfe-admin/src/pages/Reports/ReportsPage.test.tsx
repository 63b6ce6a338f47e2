import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { ReportsPage } from './ReportsPage';

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
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view reports");
  });

  it('shows the sender and who reported the message, in English', async () => {
    mockApi().onGet('/admin_dashboard/reports/').reply(200, page([report]));
    renderWithProviders(<ReportsPage />, { user: admin, route: '/admin/reports' });
    const card = await screen.findByRole('article', { name: 'Report of a message from spammer' });
    expect(card).toHaveTextContent(/^Reported by anna /);
    expect(card).toHaveTextContent('Sender: spammer (Podcaster)3 open reports');
  });

  it('speaks Swedish: the report card, the suspend dialog, and the suspended accounts', async () => {
    mockApi()
      .onGet('/admin_dashboard/reports/', { params: { status: 'open', page: 1, page_size: 20 } })
      .reply(200, page([report]));
    mockApi().onPost('/admin_dashboard/reports/11/suspend/', { reason: 'Spam' }).reply(200, {});
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    mockApi()
      .onGet('/admin_dashboard/users/suspended/')
      .reply(
        200,
        page([{ id: 4, username: 'spammer', user_type: 'podcaster', suspended_at: '2026-11-23T10:00:00.000Z', suspension_reason: 'Spam' }]),
      );
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderWithProviders(<ReportsPage />, { user: admin, route: '/admin/reports' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmälda meddelanden' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Anmälan av ett meddelande från spammer' });
    expect(card).toHaveTextContent(/^Anmält av anna /);
    expect(within(card).getByLabelText('Angiven anledning')).toHaveTextContent('Keeps selling followers');
    const lines = within(within(card).getByRole('list', { name: 'Konversationen runt meddelandet' })).getAllByRole(
      'listitem',
    );
    expect(lines[1]).toHaveTextContent('Anmält');
    expect(card).toHaveTextContent('Avsändare: spammer (Poddare)3 öppna anmälningar');
    expect(within(card).getByRole('button', { name: 'Avfärda' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Varna spammer' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Stäng av spammer' }));
    const dialog = screen.getByRole('dialog', { name: 'Stäng av spammer' });
    expect(dialog).toHaveTextContent('spammer loggas ut överallt');
    await user.type(within(dialog).getByRole('textbox', { name: /Anledning/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Stäng av' }));
    expect(await screen.findByText('Användaren är avstängd')).toBeInTheDocument();

    const show = screen.getByRole('combobox', { name: 'Visa' });
    expect(within(show).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Öppna anmälningar',
      'Stängda anmälningar',
      'Avstängda konton',
    ]);
    await user.selectOptions(show, 'suspended');
    const table = await screen.findByRole('table', { name: 'Avstängda konton' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Användare', 'Typ', 'Avstängd', 'Anledning', 'Åtgärder']);
    const row = within(table).getByRole('row', { name: /spammer/ });
    expect(row).toHaveTextContent('Poddare');
    expect(row).toHaveTextContent('2026-11-23');
    expect(within(row).getByRole('button', { name: 'Häv avstängningen av spammer' })).toHaveTextContent(
      'Häv avstängning',
    );
  });

  it('shows in Swedish who closed a report, and the dismiss dialog with its optional note', async () => {
    mockApi()
      .onGet('/admin_dashboard/reports/', { params: { status: 'resolved', page: 1, page_size: 20 } })
      .reply(
        200,
        page([{ ...report, resolution: 'warned', resolved_at: '2026-11-23T10:00:00.000Z', resolved_by: { id: 1, username: 'boss' } }]),
      );
    mockApi()
      .onGet('/admin_dashboard/reports/', { params: { status: 'open', page: 1, page_size: 20 } })
      .reply(200, page([report]));
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderWithProviders(<ReportsPage />, { user: admin, route: '/admin/reports?view=resolved' });
    expect(await screen.findByRole('article')).toHaveTextContent('Avsändaren varnad av boss den 2026-11-23');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Visa' }), 'open');
    await user.click(await screen.findByRole('button', { name: 'Avfärda' }));
    const dialog = screen.getByRole('dialog', { name: 'Avfärda anmälan' });
    expect(within(dialog).getByRole('textbox', { name: /Anteckning \(valfri\)/ })).not.toBeRequired();
    expect(dialog).toHaveTextContent('Inget händer med avsändaren.');
  });
});
