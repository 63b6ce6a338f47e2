import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { QueryProvider, STALE_TIME_MS, createQueryClient, queryClient, shouldRetry } from './queryClient';
import { authStore } from '../auth';
import { STORAGE_KEYS } from '../auth/storage';
import { mockApi } from '../testing';

function httpError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', data: {}, headers: {}, config });
}

describe('the page query client', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetry(0, httpError(status))).toBe(false);
  });

  it('retries a server error or a lost connection once, not twice', () => {
    expect(shouldRetry(0, httpError(503))).toBe(true);
    expect(shouldRetry(0, new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
    expect(shouldRetry(1, httpError(503))).toBe(false);
  });

  it('keeps answers fresh for 30 s and does not refetch when the window regains focus', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(30_000);
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(shouldRetry);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('is one instance for every importer of the module', async () => {
    const again = (await import('./index')).queryClient;
    expect(again).toBe(queryClient);
  });

  it('provides the client to the hooks below it', async () => {
    const client = createQueryClient({ retry: false });
    function Greeting() {
      const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => Promise.resolve('Hello') });
      return <p>{data ?? 'Loading'}</p>;
    }
    render(
      <QueryProvider client={client}>
        <Greeting />
      </QueryProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(client.getQueryData(['greeting'])).toBe('Hello');
  });
});

describe('the query cache and the signed-in user', () => {
  const user = { id: 4, username: 'ada', email: 'ada@example.com', user_type: 'expert' as const, is_admin: false };

  function storeAll(): void {
    localStorage.setItem(STORAGE_KEYS.token, 'access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 4, username: 'old-name', user_type: 'expert' }));
    localStorage.setItem(STORAGE_KEYS.userType, 'expert');
  }

  beforeAll(async () => {
    // The reset is wired when the query part loads, as it is on the page.
    await import('./index');
  });
  beforeEach(() => authStore.setState({ status: 'loading', user: null }));

  it("forgets the previous viewer's cached answers when another user signs in or the user signs out", async () => {
    authStore.setState({ status: 'authenticated', user });
    queryClient.setQueryData(['podcasts', 'mine'], [{ id: 1 }]);
    mockApi().onPost('/users/logout/').reply(200, { detail: 'Logged out.' });
    storeAll();
    await authStore.getState().logout();
    expect(queryClient.getQueryData(['podcasts', 'mine'])).toBeUndefined();

    queryClient.setQueryData(['podcasts', 'list'], { count: 1 });
    mockApi().onPost('/users/login/').reply(200, { access: 'a1', refresh: 'r1', user });
    await authStore.getState().login({ username: 'ada', password: 'secret-pass' });
    expect(queryClient.getQueryData(['podcasts', 'list'])).toBeUndefined();
  });

  it('keeps the cache when the start-up check confirms the stored user', async () => {
    storeAll();
    authStore.setState({ status: 'loading', user: { id: 4, username: 'old-name', user_type: 'expert' } });
    queryClient.setQueryData(['podcasts', 'list'], { count: 1 });
    mockApi().onGet('/users/me/').reply(200, user);
    await authStore.getState().bootstrap();
    expect(queryClient.getQueryData(['podcasts', 'list'])).toEqual({ count: 1 });
  });
});
