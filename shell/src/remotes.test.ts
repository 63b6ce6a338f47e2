jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

import { ManifestError, parseRemotesManifest, parseSiteConfig } from './remotes';

describe('the deployment manifest', () => {
  it('resolves each remote entry against the page address', () => {
    expect(parseRemotesManifest({ account: '/remotes/account/remoteEntry.js' }, 'http://localhost:3000/login')).toEqual(
      {
        account: 'http://localhost:3000/remotes/account/remoteEntry.js',
      },
    );
  });

  it.each([
    [[], 'not an object'],
    [{ shop: '/x.js' }, 'unknown remote "shop"'],
    [{ podcasts: '' }, 'no URL for "podcasts"'],
  ])('refuses %j', (value, message) => {
    expect(() => parseRemotesManifest(value, 'http://localhost:3000/')).toThrow(ManifestError);
    expect(() => parseRemotesManifest(value, 'http://localhost:3000/')).toThrow(message);
  });

  it('requires an http(s) API base URL in the site configuration', () => {
    expect(parseSiteConfig({ apiBaseUrl: 'http://localhost:8000/api' })).toEqual({
      apiBaseUrl: 'http://localhost:8000/api',
    });
    expect(() => parseSiteConfig({ apiBaseUrl: 'javascript:alert(1)' })).toThrow(ManifestError);
  });
});
