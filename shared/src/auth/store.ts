import { AxiosError } from 'axios';
import { createStore } from 'zustand/vanilla';
import { api, onSessionEnded } from '@podbridge/shared/api';
import { followAccountLanguage } from '@podbridge/shared/i18n';
import type { StoredUserData, User } from '../types';
import { clearSession, readAccessToken, readRefreshToken, readUserData, writeTokens, writeUserData } from './storage';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface LoginCredentials {
  username: string;
  password: string;
  remember_me?: boolean;
}

export interface AuthState {
  status: AuthStatus;
  user: StoredUserData | null;
  /** The user signed out on this page (Logout), rather than the session ending by itself: logout goes to `/`. */
  signedOut: boolean;
  /** Start-up check: token, refresh token and user data all stored, then `/users/me/` decides. */
  bootstrap: () => Promise<void>;
  login: (credentials: LoginCredentials) => Promise<User>;
  /** Clears the four stored items and revokes the refresh token; navigation is the caller's. */
  logout: () => Promise<void>;
  /** Re-reads the current user, e.g. after a profile change. */
  refreshUser: () => Promise<void>;
}

function toStoredUser(user: User): StoredUserData {
  return {
    id: user.id,
    username: user.username,
    user_type: user.user_type,
    email: user.email,
    is_admin: user.is_admin,
  };
}

/**
 * The token, refresh token and user data are all stored: only then is there a session to check. (Outside a browser, where
 * the build renders the home page ahead, nothing is stored.)
 */
function hasStoredSession(): boolean {
  if (typeof localStorage === 'undefined') return false;
  return !!readAccessToken() && !!readRefreshToken() && !!readUserData();
}

/** The one auth store of the page; `@podbridge/shared` is a federated singleton, so every remote sees this one. */
export const authStore = createStore<AuthState>()((set, get) => ({
  // A visitor with no stored session is anonymous from the first render: the page renders once, not a spinner and
  // then the whole page again when the check finds nothing to check.
  status: hasStoredSession() ? 'loading' : 'anonymous',
  user: null,
  signedOut: false,

  async bootstrap() {
    if (!hasStoredSession()) {
      clearSession();
      if (get().status !== 'anonymous' || get().user) set({ status: 'anonymous', user: null });
      return;
    }
    set({ status: 'loading', user: readUserData() });
    try {
      // A 401 here is refreshed and replayed by the client; anything that still fails ends the session.
      const data = await api.get('/users/me/');
      writeUserData(toStoredUser(data));
      set({ status: 'authenticated', user: toStoredUser(data) });
      followAccountLanguage(data.language);
    } catch {
      clearSession();
      set({ status: 'anonymous', user: null });
    }
  },

  async login(credentials) {
    const data = await api.post('/users/login/', { body: credentials });
    writeTokens(data.access, data.refresh);
    writeUserData(toStoredUser(data.user));
    set({ status: 'authenticated', user: toStoredUser(data.user), signedOut: false });
    followAccountLanguage(data.user.language);
    return data.user;
  },

  async logout() {
    const refresh = readRefreshToken();
    clearSession();
    set({ status: 'anonymous', user: null, signedOut: true });
    if (refresh) {
      await api.post('/users/logout/', { body: { refresh } }).catch((error: unknown) => {
        if (!(error instanceof AxiosError)) throw error;
      });
    }
  },

  async refreshUser() {
    if (get().status !== 'authenticated') return;
    const data = await api.get('/users/me/');
    writeUserData(toStoredUser(data));
    set({ user: toStoredUser(data) });
  },
}));

onSessionEnded(() => authStore.setState({ status: 'anonymous', user: null }));
