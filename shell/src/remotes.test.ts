jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

import { DEPLOYMENT_ELEMENT_ID } from './deploymentElement';
import { loadDeployment, ManifestError, parseRemotesManifest, parseSiteConfig } from './remotes';

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

describe('loadDeployment', () => {
  const { registerRemotes, registerPlugins } = jest.requireMock<{ registerRemotes: jest.Mock; registerPlugins: jest.Mock }>(
    '@module-federation/enhanced/runtime',
  );
  const fetchMock = jest.fn();
  beforeEach(() => {
    registerRemotes.mockClear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    document.head.innerHTML = '';
  });

  it('starts from the deployment the site server put in the page, without asking for it', async () => {
    document.head.innerHTML = `<script id="${DEPLOYMENT_ELEMENT_ID}" type="application/json">${JSON.stringify({
      remotes: { podcasts: '/remotes/podcasts/remoteEntry.js' },
      config: { apiBaseUrl: 'https://api.podbridge.se/api' },
    })}</script>`;
    const { manifest, config } = await loadDeployment();
    expect(config).toEqual({ apiBaseUrl: 'https://api.podbridge.se/api' });
    expect(manifest).toEqual({ podcasts: 'http://localhost/remotes/podcasts/remoteEntry.js' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'podcasts', entry: 'http://localhost/remotes/podcasts/remoteEntry.js' }],
      { force: true },
    );
    // Every remote is held to the page's platform, from before the first one registers.
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'podbridge-release-gate' })]);
    expect(registerPlugins.mock.invocationCallOrder[0]).toBeLessThan(registerRemotes.mock.invocationCallOrder[0]!);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks remotes.json and config.json when the page carries none (the dev server)', async () => {
    fetchMock.mockImplementation((path: string) =>
      Promise.resolve({
        ok: true,
        json: () =>
          Promise.resolve(
            path === '/remotes.json'
              ? { experts: 'http://localhost:3003/remoteEntry.js' }
              : { apiBaseUrl: 'http://localhost:8000/api' },
          ),
      }),
    );
    const { manifest } = await loadDeployment();
    expect(manifest).toEqual({ experts: 'http://localhost:3003/remoteEntry.js' });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/remotes.json', '/config.json']);
  });
});
