import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import type { ReactNode } from 'react';

/** Server answers within this age are shown without asking again. */
export const STALE_TIME_MS = 30_000;

/** A 4xx answer will not change on a second try; anything else (network, 5xx) gets one more attempt. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** The defaults of every query client on the page: the shell's, a standalone remote's, and the tests'. */
export function createQueryClient(overrides: { retry?: false; gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: overrides.retry ?? shouldRetry,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        ...(overrides.gcTime === undefined ? {} : { gcTime: overrides.gcTime }),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one query cache of the page. `@podbridge/shared` is a federated singleton, so every remote that imports
 * this module gets this instance: two widgets that need the same data share one request.
 */
export const queryClient = createQueryClient();

/** Provides the page's query client; the shell and each remote's standalone host render it once at the top. */
export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
