import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { QueryProvider, STALE_TIME_MS, createQueryClient, queryClient, shouldRetry } from './queryClient';

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
