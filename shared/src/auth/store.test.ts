import { mockApi } from '../testing';
import { STORAGE_KEYS } from './storage';
import { authStore } from './store';

const user = { id: 4, username: 'ada', email: 'ada@example.com', user_type: 'expert' as const, is_admin: false };

function storeAll(): void {
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 4, username: 'old-name', user_type: 'expert' }));
  localStorage.setItem(STORAGE_KEYS.userType, 'expert');
}

describe('the auth store', () => {
  beforeEach(() => authStore.setState({ status: 'loading', user: null }));

  it('is signed out at start when any of token, userData and refreshToken is missing', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access');
    await authStore.getState().bootstrap();
    expect(authStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('starts anonymous, with no check to wait for, when nothing is stored; a stored session starts loading', () => {
    const statusAtStart = () => {
      let status = '';
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, made now
        status = (require('./store') as { authStore: typeof authStore }).authStore.getState().status;
      });
      return status;
    };
    expect(statusAtStart()).toBe('anonymous');
    storeAll();
    expect(statusAtStart()).toBe('loading');
  });

  it('fetches the current user at start and refreshes the stored userData', async () => {
    storeAll();
    mockApi().onGet('/users/me/').reply(200, user);
    await authStore.getState().bootstrap();
    expect(authStore.getState()).toMatchObject({ status: 'authenticated', user: { username: 'ada' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}')).toMatchObject({ username: 'ada' });
  });

  it('clears the session when the start-up check fails with something other than a 401', async () => {
    storeAll();
    mockApi().onGet('/users/me/').reply(500, {});
    await authStore.getState().bootstrap();
    expect(authStore.getState().status).toBe('anonymous');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('stores both tokens, userData and userType on login', async () => {
    mockApi().onPost('/users/login/').reply(200, { access: 'a1', refresh: 'r1', user });
    await authStore.getState().login({ username: 'ada', password: 'secret-pass' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('a1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('expert');
    expect(authStore.getState().status).toBe('authenticated');
    // The site server learns that this browser holds a session: it sends no anonymous page ahead.
    expect(document.cookie).toContain('podbridge_session=1');
  });

  it('clears the four items on logout and revokes the refresh token', async () => {
    storeAll();
    const api = mockApi();
    api.onPost('/users/logout/').reply(200, { detail: 'Logged out.' });
    authStore.setState({ status: 'authenticated', user });
    await authStore.getState().logout();
    expect(api.history.post?.[0]?.data).toBe(JSON.stringify({ refresh: 'refresh' }));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(authStore.getState().status).toBe('anonymous');
    expect(document.cookie).not.toContain('podbridge_session');
  });
});
