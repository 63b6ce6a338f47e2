import { firstRequestsOf, remoteOf } from './remoteOf';

describe('remoteOf', () => {
  it.each([
    ['/podcasts', 'podcasts'],
    ['/podcasts/7', 'podcasts'],
    ['/podcasters/3', 'podcasts'],
    ['/experts/12/edit', 'experts'],
    ['/login', 'account'],
    ['/digest/confirm/abc', 'account'],
    ['/digest/unsubscribe/abc', 'account'],
    ['/messages/3', 'messaging'],
    ['/admin/reports', 'admin'],
    ['/', undefined],
    ['/about', undefined],
    ['/no-such-page', undefined],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteOf(path)).toBe(remote);
  });
});

describe('firstRequestsOf', () => {
  it.each([
    ['/podcasts', ['/podcasts/?page=1&page_size=12', '/podcasts/categories/']],
    ['/experts', ['/experts/?page=1&page_size=12']],
    ['/podcasts/7', []],
    ['/podcasters/3', []],
    ['/login', []],
    ['/', []],
  ])("%s's page asks the API first for %j", (path, requests) => {
    expect(firstRequestsOf(path)).toEqual(requests);
  });
});
