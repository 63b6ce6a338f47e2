import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '../pageHints';
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

/**
 * Starts `client` from the server state the site server sent with the page (the answers its rendered HTML was drawn
 * with), once: the element goes, so a later client does not take answers that have aged since.
 */
export function hydrateFromPage(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch {
    // Unreadable state: the page asks for its data itself.
  }
}

hydrateFromPage(queryClient);

/** Provides the page's query client; the shell and each remote's standalone host render it once at the top. */
export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
