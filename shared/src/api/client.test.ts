import { mockApi } from '../testing';
import { STORAGE_KEYS } from '../auth/storage';
import { apiClient, isRefreshSkipped, onSessionEnded } from './client';

const REFRESH = '/users/token/refresh/';

function storeSession(access = 'old-access', refresh = 'old-refresh'): void {
  localStorage.setItem(STORAGE_KEYS.token, access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 1, username: 'ada', user_type: 'expert' }));
  localStorage.setItem(STORAGE_KEYS.userType, 'expert');
}

describe('the shared API client', () => {
  it('sends the stored access token as a bearer token', async () => {
    storeSession('abc');
    const api = mockApi();
    api.onGet('/users/me/').reply((config) => [200, { auth: config.headers?.Authorization }]);
    const { data } = await apiClient.get('/users/me/');
    expect(data).toEqual({ auth: 'Bearer abc' });
  });

  it('refreshes once on a 401 and replays the request with the new token', async () => {
    storeSession();
    const api = mockApi();
    let calls = 0;
    api.onGet('/users/me/').reply((config) => {
      calls += 1;
      return config.headers?.Authorization === 'Bearer new-access' ? [200, { id: 1 }] : [401, { detail: 'expired' }];
    });
    // It asks for rotation, so the next refresh token is stored and the old one stops working.
    api.onPost(REFRESH, { refresh: 'old-refresh', rotate: true }).reply(200, { access: 'new-access', refresh: 'new-refresh' });
    const { data } = await apiClient.get('/users/me/');
    expect(data).toEqual({ id: 1 });
    expect(calls).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
  });

  it('makes concurrent 401s wait for a single refresh', async () => {
    storeSession();
    const api = mockApi();
    let refreshes = 0;
    api
      .onGet(/\/user_messages\/.*/)
      .reply((config) => (config.headers?.Authorization === 'Bearer new-access' ? [200, { ok: true }] : [401, {}]));
    api.onPost(REFRESH).reply(() => {
      refreshes += 1;
      return [200, { access: 'new-access', refresh: 'new-refresh' }];
    });
    const results = await Promise.all([
      apiClient.get('/user_messages/conversations/'),
      apiClient.get('/user_messages/chat_with_user/?user_id=2'),
      apiClient.get('/user_messages/conversations/?again'),
    ]);
    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
  });

  it('replays only once: a second 401 is final', async () => {
    storeSession();
    const api = mockApi();
    let calls = 0;
    api.onGet('/users/me/').reply(() => {
      calls += 1;
      return [401, { detail: 'no' }];
    });
    api.onPost(REFRESH).reply(200, { access: 'new-access', refresh: 'new-refresh' });
    await expect(apiClient.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toBe(2);
  });

  it.each(['/podcasts/7/', '/experts/3/', '/users/login/', '/podcasts/featured/'])(
    'does not refresh on a 401 from %s (skip list)',
    async (url) => {
      storeSession();
      const api = mockApi();
      const refresh = jest.fn(() => [200, { access: 'x', refresh: 'y' }] as [number, unknown]);
      api.onAny(url).reply(401, { detail: 'no' });
      api.onPost(REFRESH).reply(refresh);
      await expect(apiClient.get(url)).rejects.toMatchObject({ response: { status: 401 } });
      expect(refresh).not.toHaveBeenCalled();
      expect(isRefreshSkipped(url)).toBe(true);
    },
  );

  it('clears the four stored items and tells the listeners when the refresh fails', async () => {
    storeSession();
    const api = mockApi();
    const ended = jest.fn();
    const unsubscribe = onSessionEnded(ended);
    api.onGet('/users/me/').reply(401, {});
    api.onPost(REFRESH).reply(401, { detail: 'Token is invalid or expired' });
    await expect(apiClient.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('refreshes an expired access token before sending a request', async () => {
    const expired = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }))}.y`;
    storeSession(expired);
    const api = mockApi();
    api.onPost(REFRESH).reply(200, { access: 'fresh', refresh: 'r2' });
    api.onPost('/podcasts/create/').reply((config) => [201, { auth: config.headers?.Authorization }]);
    const { data } = await apiClient.post('/podcasts/create/', {});
    expect(data).toEqual({ auth: 'Bearer fresh' });
  });
});
