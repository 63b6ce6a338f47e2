import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import type { DigestPreview, DigestSubscriber } from '../../api/digests';
import { DigestsPage } from './DigestsPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const SUBSCRIBERS = '/admin_dashboard/digests/';

// Local times (no zone), so the formatted dates do not depend on the machine's time zone.
const ANNA: DigestSubscriber = {
  user: { id: 7, username: 'anna_expert' },
  kind: 'shows',
  status: 'on',
  time_zone: 'Europe/Stockholm',
  next_send_at: '2026-11-30T08:00:00',
  last_sent_at: '2026-11-23T08:00:00',
};
const PER: DigestSubscriber = {
  user: { id: 9, username: 'per_pod' },
  kind: 'experts',
  status: 'pending',
  time_zone: 'America/New_York',
  next_send_at: null,
  last_sent_at: null,
};

const ANNA_PREVIEW: DigestPreview = {
  user: ANNA.user,
  language: 'sv',
  subscription: { status: 'on', kind: 'shows', time_zone: 'Europe/Stockholm', next_send_at: ANNA.next_send_at },
  since: '2026-11-23T08:00:00',
  subject: 'Veckans tips: 2 poddar som söker gäster inom dina ämnen',
  reason:
    'Du får det här mejlet eftersom du har bett PodBridge om ett veckomejl med poddar som söker gäster inom dina ämnen.',
  items: [
    {
      id: 31,
      title: 'Tech Talk',
      url: 'https://podbridge.example/podcasts/31',
      line: 'Tech Talk söker gäster inom AI och juridik',
    },
    {
      id: 32,
      title: 'Segelpodden',
      url: 'https://podbridge.example/podcasts/32',
      line: 'Segelpodden söker gäster inom segling',
    },
  ],
  skipped: false,
};

const NOTHING_NEW: DigestPreview = {
  user: { id: 42, username: 'quiet_carl' },
  language: 'en',
  subscription: { status: 'off', kind: 'experts', time_zone: null, next_send_at: null },
  since: '2026-11-16T08:00:00',
  subject: "This week: 0 new experts in your show's topics",
  reason:
    "You get this email because you asked PodBridge for a weekly email with the new experts in your show's topics.",
  items: [],
  skipped: true,
};

function renderPage() {
  return renderWithProviders(<DigestsPage />, { user: admin, route: '/admin/digests' });
}

const idField = () => screen.getByRole('textbox', { name: 'User id' });
const lookup = () => screen.getByRole('form', { name: "Preview any user's next email" });

describe('DigestsPage', () => {
  it('lists the subscribers with their email and status in words, their time zone and when it goes out', async () => {
    mockApi()
      .onGet(SUBSCRIBERS)
      .reply(200, { results: [ANNA, PER] });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly emails' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscribers to the weekly email' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'What it lists', 'Status', 'Time zone', 'Next email', 'Last sent', 'Actions']);
    const cellsOf = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [anna, annaKind, annaStatus, annaZone, annaNext, annaLast] = cellsOf(/^anna_expert/);
    expect([anna, annaKind, annaStatus, annaZone]).toEqual([
      'anna_expert',
      'Shows looking for guests',
      'On',
      'Europe/Stockholm',
    ]);
    expect(annaNext).toMatch(/^Nov 30, 2026, 8:00\sAM$/);
    expect(annaLast).toMatch(/^Nov 23, 2026, 8:00\sAM$/);
    expect(cellsOf(/^per_pod/).slice(0, 6)).toEqual([
      'per_pod',
      'New experts',
      'Waiting for confirmation',
      'America/New_York',
      '—',
      'Never',
    ]);
    expect(screen.queryByText('Nobody gets the weekly email yet.')).not.toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Weekly emails' })).toHaveAttribute('href', '/admin/digests');
  });

  it('says so when nobody gets the weekly email', async () => {
    mockApi().onGet(SUBSCRIBERS).reply(200, { results: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nobody gets the weekly email yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the permission text to a non-admin and the load error otherwise', async () => {
    mockApi()
      .onGet(SUBSCRIBERS)
      .replyOnce(403, { code: 'permission_denied', detail: 'You do not have permission to perform this action.' });
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view the weekly emails");
    unmount();

    mockApi().onGet(SUBSCRIBERS).replyOnce(500, { detail: 'Server error' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the weekly emails');
  });

  it('previews a subscriber’s next email: to whom, in which language, the subject, the reason and the items', async () => {
    mockApi()
      .onGet(SUBSCRIBERS)
      .reply(200, { results: [ANNA, PER] });
    mockApi().onGet('/admin_dashboard/digests/7/').reply(200, ANNA_PREVIEW);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Preview the next email to anna_expert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Next weekly email' });
    expect(await within(dialog).findByText(ANNA_PREVIEW.subject)).toBeInTheDocument();
    const facts = within(dialog)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['anna_expert', 'Swedish', 'On', ANNA_PREVIEW.subject]);
    expect(within(dialog).getByText('To')).toBeInTheDocument();
    expect(within(dialog).getByText('Language')).toBeInTheDocument();
    expect(within(dialog).getByText(ANNA_PREVIEW.reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /^New since Nov 23, 2026, 8:00\sAM$/ })).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tech Talk söker gäster inom AI och juridik',
      'Segelpodden söker gäster inom segling',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Tech Talk' })).toHaveAttribute(
      'href',
      'https://podbridge.example/podcasts/31',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Segelpodden' })).toHaveAttribute(
      'href',
      'https://podbridge.example/podcasts/32',
    );
    expect(within(dialog).queryByText('Nothing new: no email would go out this week.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an id that is not a whole number from 1 up, and previews any user by a valid one', async () => {
    mockApi()
      .onGet(SUBSCRIBERS)
      .reply(200, { results: [ANNA] });
    mockApi().onGet('/admin_dashboard/digests/42/').reply(200, NOTHING_NEW);
    const { user } = renderPage();
    await screen.findByRole('table');
    const submit = within(lookup()).getByRole('button', { name: 'Preview' });

    await user.type(idField(), 'abc');
    await user.click(submit);
    expect(idField()).toHaveAccessibleDescription('Enter a user id: a whole number, 1 or more.');
    await user.clear(idField());
    await user.type(idField(), '0');
    await user.click(submit);
    expect(idField()).toHaveAccessibleDescription('Enter a user id: a whole number, 1 or more.');
    await user.clear(idField());
    await user.type(idField(), '2.5');
    await user.click(submit);
    expect(idField()).toHaveAccessibleDescription('Enter a user id: a whole number, 1 or more.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi().history.get?.map((request) => request.url)).toEqual([SUBSCRIBERS]);

    await user.clear(idField());
    await user.type(idField(), '42');
    await user.click(submit);
    expect(idField()).not.toHaveAccessibleDescription();
    const dialog = await screen.findByRole('dialog', { name: 'Next weekly email' });
    expect(await within(dialog).findByText('Nothing new: no email would go out this week.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
    ).toEqual(['quiet_carl', 'English', 'Off', NOTHING_NEW.subject]);
    expect(within(dialog).getByText(NOTHING_NEW.reason)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when no user has the id', async () => {
    mockApi().onGet(SUBSCRIBERS).reply(200, { results: [] });
    mockApi().onGet('/admin_dashboard/digests/999/').reply(404, { code: 'not_found', detail: 'Not found.' });
    const { user } = renderPage();
    await screen.findByText('Nobody gets the weekly email yet.');

    await user.type(idField(), '999');
    await user.click(within(lookup()).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Next weekly email' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No user with this id.');
  });

  it('speaks Swedish', async () => {
    mockApi()
      .onGet(SUBSCRIBERS)
      .reply(200, { results: [ANNA, PER] });
    mockApi().onGet('/admin_dashboard/digests/7/').reply(200, ANNA_PREVIEW);
    const { user } = renderPage();
    await screen.findByRole('table');
    await act(() => i18n.changeLanguage('sv'));

    expect(screen.getByRole('heading', { level: 1, name: 'Veckomejl' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administrationens delar' });
    expect(within(sections).getByRole('link', { name: 'Veckomejl' })).toHaveAttribute('href', '/admin/digests');
    const table = screen.getByRole('table', { name: 'Prenumeranter på veckomejlet' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Användare', 'Innehåll', 'Status', 'Tidszon', 'Nästa mejl', 'Senast skickat', 'Åtgärder']);
    const anna = screen.getByRole('row', { name: /^anna_expert/ });
    expect(anna).toHaveTextContent('Poddar som söker gäster');
    expect(anna).toHaveTextContent('30 nov. 2026 08:00');
    const per = screen.getByRole('row', { name: /^per_pod/ });
    expect(per).toHaveTextContent('Nya experter');
    expect(per).toHaveTextContent('Väntar på bekräftelse');
    expect(per).toHaveTextContent('Aldrig');

    await user.click(screen.getByRole('button', { name: 'Förhandsgranska nästa mejl till anna_expert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nästa veckomejl' });
    expect(await within(dialog).findByText('Nytt sedan 23 nov. 2026 08:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Svenska')).toBeInTheDocument();
    expect(within(dialog).getByText('Ämnesrad')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    const swedishLookup = screen.getByRole('form', { name: 'Förhandsgranska nästa mejl till valfri användare' });
    await user.click(within(swedishLookup).getByRole('button', { name: 'Förhandsgranska' }));
    expect(screen.getByRole('textbox', { name: 'Användar-id' })).toHaveAccessibleDescription(
      'Ange ett användar-id: ett heltal, 1 eller större.',
    );
  });
});
