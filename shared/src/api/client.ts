import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { clearSession, readAccessToken, readRefreshToken, writeTokens } from '../auth/storage';
import type { AuthTokens } from '../types';

/** URLs whose 401 is final: no refresh, no replay. */
export const REFRESH_SKIP_LIST = [
  '/podcasts/featured/',
  '/experts/profiles/featured/',
  '/experts/',
  '/podcasts/',
  '/experts/categories/',
  '/users/login/',
  '/users/register/',
  '/users/verify-email/',
  '/users/token/refresh/',
] as const;

export const DEFAULT_API_BASE_URL = 'http://localhost:8000/api';
const REFRESH_PATH = '/users/token/refresh/';
/** Refresh this long before the access token's expiry, so requests on the skip list never meet a stale token. */
const EXPIRY_MARGIN_MS = 10_000;

type SessionListener = () => void;
const sessionEndedListeners = new Set<SessionListener>();

/** The shell's auth store subscribes here: a failed refresh ends the session, the store signs out. */
export function onSessionEnded(listener: SessionListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export const apiClient: AxiosInstance = axios.create({
  baseURL: DEFAULT_API_BASE_URL,
  withCredentials: true,
  timeout: 0,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

export function configureApi(options: { baseURL: string }): void {
  apiClient.defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

export function isRefreshSkipped(url: string | undefined): boolean {
  return !!url && REFRESH_SKIP_LIST.some((fragment) => url.includes(fragment));
}

function tokenExpiresSoon(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: number };
    return typeof exp === 'number' && exp * 1000 - EXPIRY_MARGIN_MS < Date.now();
  } catch {
    return false;
  }
}

let refreshInFlight: Promise<string> | null = null;

/** One refresh at a time: every caller that needs a new access token waits for the same request. */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const refresh = readRefreshToken();
      if (!refresh) throw new Error('No refresh token stored');
      // The refresh path is on the skip list, so its own 401 never starts another refresh.
      // Rotating: each refresh token works once and the next is stored, so a stolen one ends the sign-in when reused.
      const { data } = await apiClient.post<AuthTokens>(REFRESH_PATH, { refresh, rotate: true });
      writeTokens(data.access, data.refresh);
      return data.access;
    })()
      .catch((error: unknown) => {
        clearSession();
        sessionEndedListeners.forEach((listener) => listener());
        throw error;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

/** The stored access token, refreshed first when it is about to expire; null when signed out or refresh failed. */
export async function currentAccessToken(): Promise<string | null> {
  const token = readAccessToken();
  if (token && readRefreshToken() && tokenExpiresSoon(token)) return refreshAccessToken().catch(() => null);
  return token;
}

async function attachToken(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const token = config.url?.includes(REFRESH_PATH) ? readAccessToken() : await currentAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // Let the browser set the multipart boundary.
    config.headers.delete('Content-Type');
  }
  return config;
}

interface ReplayableConfig extends InternalAxiosRequestConfig {
  _replayed?: boolean;
}

async function retryAfterRefresh(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as ReplayableConfig;
  if (config._replayed || isRefreshSkipped(config.url) || !readRefreshToken()) throw error;
  config._replayed = true;
  const access = await refreshAccessToken().catch(() => {
    throw error;
  });
  config.headers.set('Authorization', `Bearer ${access}`);
  return apiClient.request(config);
}

apiClient.interceptors.request.use(attachToken);
apiClient.interceptors.response.use(undefined, retryAfterRefresh);
