import { RELEASES_GLOBAL, type ReleaseManifest } from '@podbridge/shared/release';
import { isRemoteUpdated, releaseGate, RemoteUpdatedError } from './releaseGate';

type BeforeInitContainer = (args: { remoteInfo: { name: string } }) => unknown;

const manifest = (platformNeeds: string): ReleaseManifest => ({
  name: 'admin',
  release: '1.0.0',
  platform: { version: platformNeeds.slice(1), needs: platformNeeds },
  kit: { version: '1.0.0', needs: '^1.0.0' },
});

/** The gate's check, as the federation runtime calls it once the remote's entry has run. */
function check(platform: string, recorded?: ReleaseManifest) {
  const releases = globalThis as unknown as Record<string, unknown>;
  releases[RELEASES_GLOBAL] = recorded ? { admin: recorded } : {};
  const hook = releaseGate(platform).beforeInitContainer as unknown as BeforeInitContainer;
  const args = { remoteInfo: { name: 'admin' } };
  return () => hook(args);
}

describe('the release gate', () => {
  afterEach(() => {
    delete (globalThis as unknown as Record<string, unknown>)[RELEASES_GLOBAL];
  });

  it('lets in a remote whose platform range the page meets, within the major version', () => {
    expect(check('1.2.0', manifest('^1.2.0'))()).toEqual({ remoteInfo: { name: 'admin' } });
    expect(check('1.4.1', manifest('^1.2.0'))()).toEqual({ remoteInfo: { name: 'admin' } });
  });

  it('stops a remote that needs a later minor or another major, saying what it needs and what the page has', () => {
    expect(check('1.2.0', manifest('^1.3.0'))).toThrow(new RemoteUpdatedError('admin', '^1.3.0', '1.2.0'));
    expect(check('1.2.0', manifest('^1.3.0'))).toThrow(
      'admin needs platform ^1.3.0 but this page has 1.2.0: reload the page to get the new release',
    );
    expect(check('2.0.0', manifest('^1.0.0'))).toThrow(RemoteUpdatedError);
    try {
      check('1.2.0', manifest('^1.3.0'))();
    } catch (error) {
      expect(isRemoteUpdated(error)).toBe(true);
    }
    expect(isRemoteUpdated(new Error('ScriptExternalLoadError'))).toBe(false);
  });

  it('lets in a remote whose entry recorded nothing (built before releases were recorded)', () => {
    expect(check('1.0.0')()).toEqual({ remoteInfo: { name: 'admin' } });
  });
});
