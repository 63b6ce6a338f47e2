import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { AuditTrailPage } from './AuditTrailPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const entry = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  admin: { id: 1, username: 'boss' },
  action: 'reject',
  target_type: 'podcast',
  target_id: 7,
  target_label: 'Deep Sea',
  reason: 'Audio missing',
  created_at: '2026-11-23T09:00:00.000Z',
  ...changes,
});
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const ACTIONS = '/admin_dashboard/actions/';

describe('AuditTrailPage', () => {
  it('lists who did what to which item and why, newest first, linking podcasts and experts', async () => {
    mockApi().onGet('/admin_dashboard/admins/').reply(200, [{ id: 1, username: 'boss' }, { id: 2, username: 'mod' }]);
    mockApi()
      .onGet(ACTIONS, { params: { page: 1, page_size: 20 } })
      .reply(200, page([entry(2), entry(1, { action: 'suspend_user', target_type: 'user', target_id: 4, target_label: 'spammer', reason: 'Spam', admin: { id: null, username: 'former' } }), entry(3, { action: 'hide_comment', target_type: 'comment', target_id: 12, target_label: 'Buy followers at…', reason: 'Advertising' })]));
    renderWithProviders(<AuditTrailPage />, { user: admin, route: '/admin/audit' });

    const table = await screen.findByRole('table', { name: 'Admin actions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('boss');
    expect(rows[0]).toHaveTextContent('Rejected');
    expect(rows[0]).toHaveTextContent('Podcast #7');
    expect(rows[0]).toHaveTextContent('Audio missing');
    expect(within(rows[0]!).getByRole('link', { name: 'Deep Sea' })).toHaveAttribute('href', '/podcasts/7');
    expect(rows[1]).toHaveTextContent('former');
    expect(rows[1]).toHaveTextContent('Suspended');
    expect(rows[1]).toHaveTextContent('User #4');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Hid a comment');
    expect(rows[2]).toHaveTextContent('Buy followers at…');
    expect(rows[2]).toHaveTextContent('Comment #12');
    expect(rows[2]).toHaveTextContent('Advertising');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by admin and by item, in the URL', async () => {
    mockApi().onGet('/admin_dashboard/admins/').reply(200, [{ id: 1, username: 'boss' }, { id: 2, username: 'mod' }]);
    mockApi().onGet(ACTIONS, { params: { page: 1, page_size: 20 } }).reply(200, page([entry(1)]));
    mockApi().onGet(ACTIONS, { params: { admin: 2, page: 1, page_size: 20 } }).reply(200, page([]));
    mockApi()
      .onGet(ACTIONS, { params: { admin: 2, target_type: 'expert', target_id: 9, page: 1, page_size: 20 } })
      .reply(200, page([entry(5, { admin: { id: 2, username: 'mod' }, target_type: 'expert', target_id: 9, target_label: 'Åsa', action: 'feature', reason: null })]));
    mockApi().onGet(ACTIONS, { params: { admin: 2, target_type: 'expert', page: 1, page_size: 20 } }).reply(200, page([]));
    const { user, location } = renderWithProviders(<AuditTrailPage />, { user: admin, route: '/admin/audit' });

    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'mod' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), '2');
    expect(await screen.findByText('No actions')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Item id' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item type' }), 'expert');
    await user.type(screen.getByRole('textbox', { name: 'Item id' }), '9x');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(location().search).toBe('?admin=2&target_type=expert&target_id=9');
    const row = await screen.findByRole('row', { name: /Åsa/ });
    expect(row).toHaveTextContent('Featured');
    expect(within(row).getByRole('link', { name: 'Åsa' })).toHaveAttribute('href', '/experts/9');
  });

  it('shows the permission text to a non-admin', async () => {
    mockApi().onGet('/admin_dashboard/admins/').reply(403, { detail: 'no' });
    mockApi().onGet(ACTIONS).reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<AuditTrailPage />, { user: admin, route: '/admin/audit' });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view the audit trail");
  });

  it('speaks Swedish: the filters, the columns, the actions, the item types and the date and time', async () => {
    mockApi().onGet('/admin_dashboard/admins/').reply(200, [{ id: 1, username: 'boss' }]);
    mockApi()
      .onGet(ACTIONS, { params: { page: 1, page_size: 20 } })
      .reply(
        200,
        page([
          entry(2, { created_at: '2026-11-23T14:05:00' }),
          entry(1, { action: 'unsuspend_user', target_type: 'user', target_id: 4, target_label: 'spammer', reason: null }),
          entry(3, { action: 'restore_comment', target_type: 'comment', target_id: 12, target_label: 'Buy followers at…', reason: null }),
          entry(4, { action: 'hide_comment', target_type: 'comment', target_id: 12, target_label: 'Buy followers at…' }),
        ]),
      );
    renderWithProviders(<AuditTrailPage />, { user: admin, route: '/admin/audit' });
    const english = await screen.findByRole('table', { name: 'Admin actions' });
    expect(within(english).getAllByRole('row')[1]).toHaveTextContent(/Nov 23, 2026, 2:05\sPM/);
    await act(() => i18n.changeLanguage('sv'));

    expect(screen.getByRole('heading', { level: 1, name: 'Händelselogg' })).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filtrera händelseloggen' });
    expect(within(filters).getByRole('combobox', { name: 'Administratör' })).toHaveDisplayValue('Alla administratörer');
    const types = within(filters).getByRole('combobox', { name: 'Typ av objekt' });
    expect(within(types).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alla typer',
      'Poddar',
      'Expertprofiler',
      'Användare',
      'Anmälda meddelanden',
      'Ämnen',
      'Kommentarer',
      'Mejl',
    ]);
    expect(within(filters).getByRole('textbox', { name: 'Objektets id' })).toHaveAttribute(
      'placeholder',
      'Välj typ av objekt först',
    );
    expect(within(filters).getByRole('button', { name: 'Visa' })).toBeDisabled();

    const table = screen.getByRole('table', { name: 'Administratörernas åtgärder' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['När', 'Administratör', 'Åtgärd', 'Objekt', 'Anledning']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('23 nov. 2026 14:05');
    expect(rows[0]).toHaveTextContent('Avslog');
    expect(rows[0]).toHaveTextContent('Podd #7');
    expect(rows[1]).toHaveTextContent('Hävde en avstängning');
    expect(rows[1]).toHaveTextContent('Användare #4');
    expect(rows[2]).toHaveTextContent('Återställde en kommentar');
    expect(rows[2]).toHaveTextContent('Kommentar #12');
    expect(rows[3]).toHaveTextContent('Dolde en kommentar');
  });
});
