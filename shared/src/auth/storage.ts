import { SESSION_HINT_COOKIE, writeHint } from '../pageHints';
import type { StoredUserData, UserType } from '../types';

/** The four items the browser keeps for a session. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  userType: 'userType',
} as const;

export const sessionStorageKeys = Object.values(STORAGE_KEYS);

/** The access token of the session this browser holds; none outside a browser (a page rendered on the server). */
export function readAccessToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function writeTokens(access: string, refresh?: string): void {
  localStorage.setItem(STORAGE_KEYS.token, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  writeHint(SESSION_HINT_COOKIE, '1');
}

export function readUserData(): StoredUserData | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'id' in parsed && 'username' in parsed) {
      return parsed as StoredUserData;
    }
  } catch {
    // A corrupt entry is treated as no session.
  }
  return null;
}

export function writeUserData(user: StoredUserData): void {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.userType, user.user_type);
}

export function readUserType(): UserType | null {
  const value = localStorage.getItem(STORAGE_KEYS.userType);
  return value === 'podcaster' || value === 'expert' || value === 'listener' ? value : null;
}

export function clearSession(): void {
  for (const key of sessionStorageKeys) localStorage.removeItem(key);
  writeHint(SESSION_HINT_COOKIE, null);
}
