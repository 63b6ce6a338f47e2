import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { theme } from '@podbridge/kit';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { DashboardPage } from './DashboardPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'podcaster', is_admin: true };
const stats = {
  total_users: 42,
  total_podcasts: 17,
  total_experts: 9,
  pending_experts: 3,
  pending_podcasts: 2,
  open_reports: 4,
  failed_emails: 0,
};

describe('DashboardPage', () => {
  it('shows the totals and links each pending count to its queue', async () => {
    mockApi().onGet('/admin_dashboard/stats/').reply(200, stats);
    renderWithProviders(<DashboardPage />, { user: admin });
    expect(await screen.findByRole('region', { name: 'Total Users' })).toHaveTextContent('42');
    expect(screen.getByRole('region', { name: 'Total Podcasts' })).toHaveTextContent('17');
    expect(screen.getByRole('region', { name: 'Total Experts' })).toHaveTextContent('9');
    const experts = screen.getByRole('region', { name: 'Pending Experts' });
    expect(experts).toHaveTextContent('3');
    expect(within(experts).getByRole('link', { name: 'Review experts' })).toHaveAttribute('href', '/admin/experts');
    const podcasts = screen.getByRole('region', { name: 'Pending Podcasts' });
    expect(podcasts).toHaveTextContent('2');
    expect(within(podcasts).getByRole('link', { name: 'Review podcasts' })).toHaveAttribute(
      'href',
      '/admin/podcast-approval',
    );
    const reports = screen.getByRole('region', { name: 'Open Reports' });
    expect(reports).toHaveTextContent('4');
    expect(within(reports).getByRole('link', { name: 'Review reports' })).toHaveAttribute('href', '/admin/reports');
  });

  it('shows the emails given up after every attempt failed, linking to them, highlighted only when there are some', async () => {
    mockApi()
      .onGet('/admin_dashboard/stats/')
      .reply(200, { ...stats, failed_emails: 3 });
    const { unmount } = renderWithProviders(<DashboardPage />, { user: admin });
    const failed = await screen.findByRole('region', { name: 'Failed Emails' });
    expect(failed).toHaveTextContent('3');
    expect(within(failed).getByRole('link', { name: 'See failed emails' })).toHaveAttribute('href', '/admin/failed-emails');
    expect(failed).toHaveStyle({ borderColor: theme.colors.accent });
    unmount();

    mockApi()
      .onGet('/admin_dashboard/stats/')
      .reply(200, stats);
    renderWithProviders(<DashboardPage />, { user: admin });
    const none = await screen.findByRole('region', { name: 'Failed Emails' });
    expect(none).toHaveTextContent('0');
    expect(none).toHaveStyle({ borderColor: theme.colors.border });
    expect(within(none).getByRole('link', { name: 'See failed emails' })).toBeInTheDocument();
  });

  it('tells a non-admin they may not see it', async () => {
    mockApi()
      .onGet('/admin_dashboard/stats/')
      .reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<DashboardPage />, { user: { ...admin, is_admin: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to view the admin dashboard");
  });

  it('says when the statistics could not be loaded', async () => {
    mockApi().onGet('/admin_dashboard/stats/').reply(500, { detail: 'Server error' });
    renderWithProviders(<DashboardPage />, { user: admin });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Failed to load dashboard statistics');
  });

  it('speaks Swedish: the title, the sections, the cards and their links', async () => {
    mockApi().onGet('/admin_dashboard/stats/').reply(200, stats);
    renderWithProviders(<DashboardPage />, { user: admin });
    await screen.findByRole('region', { name: 'Total Users' });
    await act(() => i18n.changeLanguage('sv'));

    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administrationens delar' });
    expect(within(sections).getByRole('link', { name: 'Översikt' })).toHaveAttribute('href', '/admin');
    expect(within(sections).getByRole('link', { name: 'Händelselogg' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByRole('region', { name: 'Användare totalt' })).toHaveTextContent('42');
    const experts = screen.getByRole('region', { name: 'Experter att granska' });
    expect(within(experts).getByRole('link', { name: 'Granska experter' })).toHaveAttribute('href', '/admin/experts');
    const reports = screen.getByRole('region', { name: 'Öppna anmälningar' });
    expect(within(reports).getByRole('link', { name: 'Granska anmälningar' })).toHaveAttribute('href', '/admin/reports');
    const failed = screen.getByRole('region', { name: 'Misslyckade mejl' });
    expect(within(failed).getByRole('link', { name: 'Visa misslyckade mejl' })).toHaveAttribute(
      'href',
      '/admin/failed-emails',
    );
  });

  it('tells a non-admin in Swedish that they may not see it', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/admin_dashboard/stats/')
      .reply(403, { detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<DashboardPage />, { user: { ...admin, is_admin: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du har inte behörighet att se administrationens översikt',
    );
  });
});
