import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { createTestQueryClient, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import type { FailedMail, FailedMailPage as Page } from '../../api/failedMail';
import { statsKey } from '../../api/getStats';
import { FailedMailPage } from './FailedMailPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const LIST = '/admin_dashboard/mail/failed/';
const RETRY = (id: number) => `/admin_dashboard/mail/failed/${id}/retry/`;

const LONG_ERROR =
  '550 5.1.1 <anna@example.se>: Recipient address rejected: User unknown in virtual mailbox table\n' +
  'The mail server refused the address after the MAIL FROM was accepted.';

// Local times (no zone), so the formatted dates do not depend on the machine's time zone.
const VERIFICATION: FailedMail = {
  id: 41,
  kind: 'verification-email',
  recipient: 'anna@example.se',
  about: null,
  attempts: 5,
  last_error: LONG_ERROR,
  created_at: '2026-11-23T12:30:00',
  failed_at: '2026-11-23T14:05:00',
};
const BOOKING: FailedMail = {
  id: 42,
  kind: 'booking-email',
  recipient: 'per@example.se',
  about: 'invited',
  attempts: 5,
  last_error: 'Connection timed out',
  created_at: '2026-11-22T08:00:00',
  failed_at: '2026-11-22T09:30:00',
};
const GONE_ACCOUNT: FailedMail = {
  id: 43,
  kind: 'weekly-digest',
  recipient: null,
  about: 'Week of 2026-11-16',
  attempts: 5,
  last_error: null,
  created_at: '2026-11-16T08:00:00',
  failed_at: '2026-11-16T09:30:00',
};
/** A kind an API newer than this screen could send. */
const UNKNOWN_KIND = { ...BOOKING, id: 44, kind: 'invoice-email' } as unknown as FailedMail;

const page = (results: FailedMail[], count = results.length): Page => ({ count, next: null, previous: null, results });

function renderPage(route = '/admin/failed-emails') {
  return renderWithProviders(<FailedMailPage />, { user: admin, route });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('FailedMailPage', () => {
  it('lists the given-up emails: which email in words, to whom, about what, the attempts, the last error and when', async () => {
    mockApi()
      .onGet(LIST, { params: { page: 1, page_size: 20 } })
      .reply(200, page([VERIFICATION, BOOKING, GONE_ACCOUNT, UNKNOWN_KIND]));
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Failed emails' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Emails given up after every attempt failed' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'To', 'About', 'Attempts', 'Last error', 'Failed', 'Actions']);

    const [verification, booking, digest, unknown] = within(table).getAllByRole('row').slice(1);
    const [kind, to, about, attempts, , failed] = cellsOf(verification!);
    expect([kind, to, about, attempts]).toEqual(['Verification email', 'anna@example.se', '—', '5']);
    expect(failed).toMatch(/^Nov 23, 2026, 2:05\sPM$/);
    expect(cellsOf(booking!).slice(0, 5)).toEqual([
      'Booking email',
      'per@example.se',
      'invited',
      '5',
      'Connection timed out',
    ]);
    expect(cellsOf(digest!).slice(0, 5)).toEqual([
      'Weekly email',
      'No address: the account is gone',
      'Week of 2026-11-16',
      '5',
      '—',
    ]);
    expect(cellsOf(unknown!)[0]).toBe('Other email (invoice-email)');

    // The long answer shows its start on one line; the whole of it, line breaks kept, is a click away.
    const error = within(verification!).getAllByRole('cell')[4]!;
    expect(error.querySelector('summary')).toHaveTextContent(
      '550 5.1.1 <anna@example.se>: Recipient address rejected: User unknown in virtual...Show all',
    );
    expect(within(error).getByText(/The mail server refused the address/)).not.toBeVisible();
    await user.click(within(error).getByText('Show all'));
    const full = within(error).getByText(/The mail server refused the address/);
    expect(full).toBeVisible();
    expect(full.textContent).toBe(LONG_ERROR);
    expect(within(error).getByText('Show less')).toBeInTheDocument();

    expect(
      within(verification!).getByRole('button', { name: 'Retry: Verification email to anna@example.se' }),
    ).toBeEnabled();
    expect(within(digest!).getByRole('button', { name: 'Retry: Weekly email' })).toBeEnabled();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Failed emails' })).toHaveAttribute(
      'href',
      '/admin/failed-emails',
    );
  });

  it('sends an email again: the button waits for the API, a toast confirms it and the row leaves with the refetch', async () => {
    const list = mockApi().onGet(LIST);
    list.replyOnce(200, page([VERIFICATION, BOOKING]));
    list.replyOnce(200, page([BOOKING]));
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi()
      .onPost(RETRY(41))
      .reply(() => new Promise((resolve) => (answer = resolve)));
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    // The dashboard's counts, as a visit to it left them: the retry makes them out of date.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(statsKey, { failed_emails: 2 });
    const { user } = renderWithProviders(<FailedMailPage />, {
      user: admin,
      route: '/admin/failed-emails',
      queryClient,
    });

    const button = await screen.findByRole('button', { name: 'Retry: Verification email to anna@example.se' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    // One at a time: the other rows wait too.
    expect(screen.getByRole('button', { name: 'Retry: Booking email to per@example.se' })).toBeDisabled();

    act(() => answer([200, { detail: 'The email will be sent again.', id: 41, run_at: '2026-11-24T10:00:00.000Z' }]));
    expect(await screen.findByText('Verification email to anna@example.se will be sent again.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /anna@example\.se/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /per@example\.se/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry: Booking email to per@example.se' })).toBeEnabled();
    expect(mockApi().history.post).toHaveLength(1);
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true);
    expect(mockApi().history.get!.filter((request) => request.url === LIST)).toHaveLength(2);
  });

  it('says so when the email is no longer waiting (sent, or retried by another admin), and shows the list as it is now', async () => {
    const list = mockApi().onGet(LIST);
    list.replyOnce(200, page([VERIFICATION, BOOKING]));
    list.replyOnce(200, page([BOOKING]));
    mockApi().onPost(RETRY(41)).reply(404, { code: 'not_found', detail: 'Not found.' });
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Retry: Verification email to anna@example.se' }));
    expect(
      await screen.findByText('This email is no longer waiting: it was sent or retried already.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /per@example\.se/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /anna@example\.se/ })).not.toBeInTheDocument();
  });

  it('says when the email could not be sent again, and keeps it in the list', async () => {
    mockApi()
      .onGet(LIST)
      .reply(200, page([VERIFICATION]));
    mockApi().onPost(RETRY(41)).reply(503, {});
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Retry: Verification email to anna@example.se' }));
    expect(await screen.findByText('Could not send the email again. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /anna@example\.se/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry: Verification email to anna@example.se' })).toBeEnabled();
  });

  it('says every email was sent or is still being retried when none was given up', async () => {
    mockApi().onGet(LIST).reply(200, page([]));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No failed emails' })).toBeInTheDocument();
    expect(screen.getByText('Every email was sent or is still being retried.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the permission text to a non-admin and the load error otherwise', async () => {
    mockApi()
      .onGet(LIST)
      .replyOnce(403, { code: 'permission_denied', detail: 'You do not have permission to perform this action.' });
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view failed emails");
    unmount();

    mockApi().onGet(LIST).replyOnce(500, { detail: 'Server error' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the failed emails');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No failed emails')).not.toBeInTheDocument();
  });

  it('pages through the list like the other admin lists, the page in the address', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => ({ ...BOOKING, id: 100 + index }));
    mockApi()
      .onGet(LIST, { params: { page: 1, page_size: 20 } })
      .reply(200, page(firstPage, 21));
    mockApi()
      .onGet(LIST, { params: { page: 2, page_size: 20 } })
      .reply(200, page([VERIFICATION], 21));
    const { user, location } = renderPage();

    expect(await screen.findAllByRole('row', { name: /per@example\.se/ })).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /anna@example\.se/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /per@example\.se/ })).not.toBeInTheDocument();
    expect(location().search).toBe('?page=2');
  });

  it('goes back a page when the retry emptied the last one', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => ({ ...BOOKING, id: 100 + index }));
    const second = mockApi().onGet(LIST, { params: { page: 2, page_size: 20 } });
    second.replyOnce(200, page([VERIFICATION], 21));
    second.replyOnce(200, page([], 20));
    mockApi()
      .onGet(LIST, { params: { page: 1, page_size: 20 } })
      .reply(200, page(firstPage, 20));
    mockApi()
      .onPost(RETRY(41))
      .reply(200, { detail: 'The email will be sent again.', id: 41, run_at: '2026-11-24T10:00:00.000Z' });
    mockApi().onGet('/admin_dashboard/stats/').reply(200, {});
    const { user, location } = renderPage('/admin/failed-emails?page=2');

    await user.click(await screen.findByRole('button', { name: 'Retry: Verification email to anna@example.se' }));
    expect(await screen.findAllByRole('row', { name: /per@example\.se/ })).toHaveLength(20);
    expect(location().search).toBe('');
  });

  it('speaks Swedish: the title, the columns, the kinds of email and the retry', async () => {
    mockApi()
      .onGet(LIST)
      .reply(200, page([VERIFICATION, GONE_ACCOUNT]));
    renderPage();
    await screen.findByRole('table');
    await act(() => i18n.changeLanguage('sv'));

    expect(screen.getByRole('heading', { level: 1, name: 'Misslyckade mejl' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mejl som gavs upp när alla försök misslyckats' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mejl', 'Till', 'Gäller', 'Försök', 'Senaste fel', 'Misslyckades', 'Åtgärder']);
    const [verification, digest] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(verification!)[0]).toBe('Verifieringsmejl');
    expect(cellsOf(digest!).slice(0, 2)).toEqual(['Veckomejl', 'Ingen adress: kontot finns inte längre']);
    expect(within(verification!).getByText('Visa allt')).toBeInTheDocument();
    expect(
      within(verification!).getByRole('button', { name: 'Skicka igen: Verifieringsmejl till anna@example.se' }),
    ).toHaveTextContent('Skicka igen');
    const sections = screen.getByRole('navigation', { name: 'Administrationens delar' });
    expect(within(sections).getByRole('link', { name: 'Misslyckade mejl' })).toHaveAttribute(
      'href',
      '/admin/failed-emails',
    );
  });
});
