import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { ExpertQueuePage } from './ExpertQueuePage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const expert = (id: number, name: string, changes: Record<string, unknown> = {}) => ({
  id,
  name,
  expertise: ['Climate', 'Vikings'],
  experience_years: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  approval_status: 'pending',
  review_reason: null,
  is_featured: false,
  moderation: { state: 'pending', reason: null, featured: false, actions: ['approve', 'reject'] },
  ...changes,
});
const MODERATE = (id: number) => `/admin_dashboard/moderation/expert/${id}/`;
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
const QUEUE = '/admin_dashboard/experts/';

describe('ExpertQueuePage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the pending profiles with their columns and approves one, then reloads and clears the message after 3 s', async () => {
    const pending = mockApi().onGet(QUEUE, { params: { status: 'pending', page: 1, page_size: 20 } });
    pending.replyOnce(200, page([expert(5, 'Åsa Öberg'), expert(6, 'Omar Ali')]));
    pending.replyOnce(200, page([expert(6, 'Omar Ali')]));
    mockApi().onPost(MODERATE(5), { action: 'approve' }).reply(200, { detail: 'ok' });
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    const { user } = renderWithProviders(<ExpertQueuePage />, { user: admin, route: '/admin/experts' });

    expect(await screen.findByRole('heading', { name: 'Pending Experts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending Experts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Expertise', 'Experience', 'Created At', 'Actions']);
    expect(within(table).getByRole('link', { name: 'Åsa Öberg' })).toHaveAttribute('href', '/experts/5');
    expect(within(table).getAllByText('Climate, Vikings')).toHaveLength(2);
    expect(within(table).getAllByText('12 years')).toHaveLength(2);
    expect(screen.getByText('2 expert profiles')).toBeInTheDocument();

    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Approve Åsa Öberg' }));
    expect(await screen.findByText('Expert profile approved successfully')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Omar Ali/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Åsa Öberg' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Expert profile approved successfully')).not.toBeInTheDocument();
  });

  it('asks for the reason before rejecting, and sends it with the action', async () => {
    mockApi().onGet(QUEUE).reply(200, page([expert(5, 'Åsa Öberg')]));
    const reject = mockApi().onPost(MODERATE(5), { action: 'reject', reason: 'No sources given' });
    reject.reply(200, { detail: 'ok' });
    const { user } = renderWithProviders(<ExpertQueuePage />, { user: admin, route: '/admin/experts' });

    await user.click(await screen.findByRole('button', { name: 'Reject Åsa Öberg' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Åsa Öberg' });
    expect(dialog).toHaveTextContent('The owner sees this reason on their expert profile and gets it by email.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  No sources given ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Expert profile rejected successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(1);
  });

  it("puts the server's field message in the dialog when the reason is refused", async () => {
    mockApi().onGet(QUEUE).reply(200, page([expert(5, 'Åsa Öberg')]));
    mockApi()
      .onPost(MODERATE(5))
      .reply(400, { reason: ['Write the reason the owner will see.'] });
    const { user } = renderWithProviders(<ExpertQueuePage />, { user: admin, route: '/admin/experts' });
    await user.click(await screen.findByRole('button', { name: 'Reject Åsa Öberg' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Write the reason the owner will see.')).toBeInTheDocument();
  });

  it('features and unpublishes published profiles, with the reason column on unpublished ones', async () => {
    mockApi()
      .onGet(QUEUE, { params: { status: 'approved', page: 1, page_size: 20 } })
      .reply(
        200,
        page([
          expert(5, 'Åsa Öberg', {
            approval_status: 'approved',
            moderation: { state: 'approved', reason: null, featured: false, actions: ['feature', 'unpublish'] },
          }),
          expert(6, 'Omar Ali', {
            approval_status: 'approved',
            is_featured: true,
            moderation: { state: 'approved', reason: null, featured: true, actions: ['unfeature', 'unpublish'] },
          }),
        ]),
      );
    mockApi()
      .onGet(QUEUE, { params: { status: 'unpublished', page: 1, page_size: 20 } })
      .reply(
        200,
        page([
          expert(7, 'Li Wei', {
            approval_status: 'unpublished',
            review_reason: 'Spam links',
            moderation: { state: 'unpublished', reason: 'Spam links', featured: false, actions: ['republish'] },
          }),
        ]),
      );
    mockApi().onPost(MODERATE(5), { action: 'feature' }).reply(200, {});
    mockApi().onPost(MODERATE(6), { action: 'unpublish', reason: 'Misleading claims' }).reply(200, {});
    mockApi().onPost(MODERATE(7), { action: 'republish' }).reply(200, {});
    const { user, location } = renderWithProviders(<ExpertQueuePage />, {
      user: admin,
      route: '/admin/experts?status=approved',
    });

    expect(await screen.findByRole('heading', { name: 'Published Experts' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Omar Ali Featured/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfeature Omar Ali' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Feature Åsa Öberg' }));
    expect(await screen.findByText('Expert profile featured')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish Omar Ali' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish Omar Ali' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Misleading claims');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Expert profile unpublished')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unpublished');
    expect(location().search).toBe('?status=unpublished');
    const table = await screen.findByRole('table', { name: 'Unpublished Experts' });
    expect(within(table).getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(within(table).getByText('Spam links')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish again Li Wei' }));
    expect(await screen.findByText('Expert profile published again')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History of Li Wei' })).toHaveAttribute(
      'href',
      '/admin/audit?target_type=expert&target_id=7',
    );
  });

  it('searches and pages through the queue from the URL', async () => {
    const first = mockApi().onGet(QUEUE, { params: { status: 'pending', search: 'omar', page: 2, page_size: 20 } });
    first.reply(200, page([expert(6, 'Omar Ali')], 45));
    mockApi()
      .onGet(QUEUE, { params: { status: 'pending', search: 'omar', page: 3, page_size: 20 } })
      .reply(200, page([expert(8, 'Omar Berg')], 45));
    const { user, location } = renderWithProviders(<ExpertQueuePage />, {
      user: admin,
      route: '/admin/experts?search=omar&page=2',
    });
    expect(await screen.findByRole('searchbox', { name: 'Search expert profiles' })).toHaveValue('omar');
    expect(await screen.findByText('45 expert profiles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Omar Berg' })).toBeInTheDocument();
    expect(location().search).toBe('?search=omar&page=3');
  });

  it('shows a failed update, and the permission text to a non-admin', async () => {
    mockApi().onGet(QUEUE).replyOnce(200, page([expert(5, 'Åsa Öberg')]));
    mockApi().onPost(MODERATE(5)).reply(500, {});
    const { user, unmount } = renderWithProviders(<ExpertQueuePage />, { user: admin, route: '/admin/experts' });
    await user.click(await screen.findByRole('button', { name: 'Approve Åsa Öberg' }));
    expect(await screen.findByText('Error updating expert profile approval status')).toBeInTheDocument();
    unmount();

    mockApi().onGet(QUEUE).reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<ExpertQueuePage />, { user: { ...admin, is_admin: false }, route: '/admin/experts' });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view pending experts");
  });

  it('speaks Swedish: the title, the columns, the count, the buttons, the dialog and the success message', async () => {
    const pending = mockApi().onGet(QUEUE, { params: { status: 'pending', page: 1, page_size: 20 } });
    pending.reply(200, page([expert(5, 'Åsa Öberg'), expert(6, 'Omar Ali', { experience_years: 1 })]));
    mockApi().onPost(MODERATE(5), { action: 'reject', reason: 'Källor saknas' }).reply(200, {});
    const { user } = renderWithProviders(<ExpertQueuePage />, { user: admin, route: '/admin/experts' });
    await screen.findByRole('table', { name: 'Pending Experts' });
    await act(() => i18n.changeLanguage('sv'));

    expect(screen.getByRole('heading', { level: 1, name: 'Experter att granska' })).toBeInTheDocument();
    expect(screen.getByText('Expertprofiler som väntar på godkännande, äldst först.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sök expertprofiler' })).toHaveAttribute(
      'placeholder',
      'Sök på namn, expertområde eller bio …',
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Väntar på granskning' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Utvalda' })).toBeInTheDocument();
    expect(screen.getByText('2 expertprofiler')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Experter att granska' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Namn', 'Expertområden', 'Erfarenhet', 'Skapad', 'Åtgärder']);
    expect(within(table).getByText('12 år')).toBeInTheDocument();
    expect(within(table).getByText('1 år')).toBeInTheDocument();
    expect(within(table).getAllByText('2026-11-20')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Historik för Åsa Öberg' })).toHaveTextContent('Historik');
    expect(screen.getByRole('button', { name: 'Godkänn Omar Ali' })).toHaveTextContent('Godkänn');

    await user.click(screen.getByRole('button', { name: 'Avslå Åsa Öberg' }));
    const dialog = screen.getByRole('dialog', { name: 'Avslå Åsa Öberg' });
    expect(dialog).toHaveTextContent(
      'Ägaren ser anledningen på sin expertprofil och får den via e-post. När ägaren har redigerat expertprofilen hamnar den i den här kön igen.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Anledning/ }), 'Källor saknas');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå' }));
    expect(await screen.findByText('Expertprofilen är avslagen')).toBeInTheDocument();
  });

  it('says in Swedish when a search finds nothing', async () => {
    mockApi().onGet(QUEUE).reply(200, page([]));
    renderWithProviders(<ExpertQueuePage />, { user: admin, route: '/admin/experts?search=zz' });
    await act(() => i18n.changeLanguage('sv'));
    expect(await screen.findByText('Inga träffar')).toBeInTheDocument();
    expect(screen.getByText('Prova andra ord eller töm sökfältet.')).toBeInTheDocument();
  });
});
