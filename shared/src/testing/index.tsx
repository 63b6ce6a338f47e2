import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { ReactElement, ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@podbridge/shared/router';
import { apiClient } from '../api';
import { createQueryClient } from '../query';
import { AuthProvider, STORAGE_KEYS, authStore } from '../auth';
import type { StoredUserData } from '../types';

let apiMock: MockAdapter | null = null;

/** The fake HTTP behind the shared `apiClient`; unmatched requests fail the test, handlers reset after each test. */
export function mockApi(): MockAdapter {
  apiMock ??= new MockAdapter(apiClient, { onNoMatch: 'throwException' });
  return apiMock;
}

afterEach(() => {
  apiMock?.reset();
  toast.remove();
});

/**
 * A query client of its own for one test: no retries, so a failure shows at once, and no garbage-collection
 * timers left running after the test (gcTime Infinity); a new one per render keeps tests from sharing a cache.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false, gcTime: Infinity });
}

/** Stores a session as a signed-in browser would have it, or none. */
export function setSession(user: StoredUserData | null): void {
  if (user) {
    localStorage.setItem(STORAGE_KEYS.token, 'test-access-token');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'test-refresh-token');
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.userType, user.user_type);
    authStore.setState({ status: 'authenticated', user, signedOut: false });
  } else {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    authStore.setState({ status: 'anonymous', user: null, signedOut: false });
  }
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The starting URL; `state` is passed as the history entry's state. */
  route?: string;
  state?: unknown;
  /** A route pattern such as `/verify-email/:token`, so the page can read its params. */
  path?: string;
  /** The signed-in user, or null/absent for an anonymous visitor. */
  user?: StoredUserData | null;
  /** The query client to render with, e.g. to seed or inspect the cache; a fresh one per render otherwise. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  /** Where the router is now, e.g. after the page navigated. */
  location: () => Location;
  /** The query cache the rendered tree uses. */
  queryClient: QueryClient;
}

function fakeTimersEnabled(): boolean {
  return (
    typeof jest !== 'undefined' &&
    ('_isMockFunction' in setTimeout || Object.prototype.hasOwnProperty.call(setTimeout, 'clock'))
  );
}

/** Renders `ui` inside the query client, router, auth provider and toaster the shell provides, with a user-event session. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    state,
    path,
    user: signedInUser = null,
    queryClient = createTestQueryClient(),
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  setSession(signedInUser);
  const { pathname, search } = new URL(route, 'http://podbridge.test');
  let currentLocation: Location | null = null;
  function LocationProbe() {
    currentLocation = useLocation();
    return null;
  }
  const content: ReactNode = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <AuthProvider bootstrap={false}>
          {content}
          <LocationProbe />
          <Toaster />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    renderOptions,
  );
  const user = userEvent.setup(fakeTimersEnabled() ? { advanceTimers: jest.advanceTimersByTime } : {});
  return {
    ...result,
    user,
    queryClient,
    location: () => {
      if (!currentLocation) throw new Error('The router has not rendered yet');
      return currentLocation;
    },
  };
}

export { EventSource as FakeEventSource } from './fakeEventSource';
export { textOf } from './markup';
export { filesReachedFrom, filesSharedWithRoot } from './entryPoints';
