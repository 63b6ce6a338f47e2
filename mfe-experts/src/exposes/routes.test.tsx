import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import ExpertRoutes from './routes';

describe('experts routes', () => {
  it('renders the directory at /experts', async () => {
    mockApi().onGet('/experts/categories/').reply(200, []);
    mockApi().onGet('/experts/').reply(200, { count: 0, next: null, previous: null, results: [] });
    renderWithProviders(<ExpertRoutes />, { route: '/experts' });
    expect(await screen.findByRole('heading', { name: 'Find Your Expert' })).toBeInTheDocument();
    expect(await screen.findByText('No experts found')).toBeInTheDocument();
  });

  it('renders the create page at /experts/create, not a detail page', async () => {
    mockApi().onGet('/experts/categories/').reply(200, []);
    renderWithProviders(<ExpertRoutes />, { route: '/experts/create' });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
  });

  it('shows a not-found page for paths it does not own', () => {
    renderWithProviders(<ExpertRoutes />, { route: '/experts/1/unknown' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
