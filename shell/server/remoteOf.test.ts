import { remoteOf } from './remoteOf';

describe('remoteOf', () => {
  it.each([
    ['/podcasts', 'podcasts'],
    ['/podcasts/7', 'podcasts'],
    ['/experts/12/edit', 'experts'],
    ['/login', 'account'],
    ['/messages/3', 'messaging'],
    ['/admin/reports', 'admin'],
    ['/', undefined],
    ['/about', undefined],
    ['/no-such-page', undefined],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteOf(path)).toBe(remote);
  });
});
