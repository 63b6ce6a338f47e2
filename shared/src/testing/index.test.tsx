import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from './index';
import { apiClient } from '../api';

function Profile() {
  const { data, isError } = useQuery({
    queryKey: ['me'],
    queryFn: async () => (await apiClient.get<{ username: string }>('/users/me/')).data,
  });
  if (isError) return <p>Failed</p>;
  return <p>{data ? data.username : 'Loading'}</p>;
}

describe('renderWithProviders', () => {
  it('gives each render a query cache of its own', async () => {
    mockApi()
      .onGet('/users/me/')
      .replyOnce(200, { username: 'ada' })
      .onGet('/users/me/')
      .replyOnce(200, { username: 'grace' });
    const first = renderWithProviders(<Profile />);
    expect(await screen.findByText('ada')).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<Profile />);
    expect(await screen.findByText('grace')).toBeInTheDocument();
    expect(second.queryClient).not.toBe(first.queryClient);
  });

  it('does not retry a failed query, so a failure shows at once', async () => {
    const api = mockApi();
    api.onGet('/users/me/').reply(503, {});
    renderWithProviders(<Profile />);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(1);
  });
});
