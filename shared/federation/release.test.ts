/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import kitPackage from '../kit/package.json';
import platformPackage from '../package.json';
import type { ReleaseManifest } from '../src/release';
import { entryBanner, platformNeeds, readReleaseManifest, releaseManifestOf, releaseVerdict } from './release';

const shellDir = join(__dirname, '..', '..', 'shell');

const build = (name: string, platform: string, kit: string): ReleaseManifest => ({
  name,
  release: '1.0.0',
  platform: { version: platform, needs: platformNeeds(platform) },
  kit: { version: kit, needs: `^${kit}` },
});

describe('release manifests', () => {
  it('need the platform from its minor on and the kit from its version on', () => {
    expect(platformNeeds('1.4.2')).toBe('^1.4.0');
    expect(platformNeeds('2.0.0')).toBe('^2.0.0');
    expect(() => platformNeeds('one')).toThrow('Not a version: one');
    expect(releaseManifestOf(shellDir, 'shell', '0.1.0+ci')).toEqual({
      name: 'shell',
      release: '0.1.0+ci',
      platform: { version: platformPackage.version, needs: platformNeeds(platformPackage.version) },
      kit: { version: kitPackage.version, needs: `^${kitPackage.version}` },
    });
  });

  it("records a remote's manifest from its entry script, where the shell's gate reads it", () => {
    const manifest = build('admin', '1.3.0', '1.1.0');
    const page: Record<string, unknown> = {};
    page.self = page;
    runInNewContext(entryBanner(manifest), page);
    runInNewContext(entryBanner(build('podcasts', '1.0.0', '1.0.0')), page);
    expect(page.__PODBRIDGE_RELEASES__).toEqual({ admin: manifest, podcasts: build('podcasts', '1.0.0', '1.0.0') });
  });

  it('reads release.json, and says so when a folder has none or another file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    try {
      expect(() => readReleaseManifest(dir)).toThrow('is missing or not JSON: build the package first');
      writeFileSync(join(dir, 'release.json'), JSON.stringify({ name: 'admin' }));
      expect(() => readReleaseManifest(dir)).toThrow('is not a release manifest');
      writeFileSync(join(dir, 'release.json'), JSON.stringify(build('admin', '1.0.0', '1.0.0')));
      expect(readReleaseManifest(dir)).toEqual(build('admin', '1.0.0', '1.0.0'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('releaseVerdict', () => {
  it('fits a remote made with the live platform or an earlier minor, reusing the page kit it is satisfied by', () => {
    expect(releaseVerdict(build('admin', '1.0.0', '1.0.0'), build('shell', '1.2.0', '1.1.0'))).toEqual({
      fits: true,
      reasons: [
        "platform: the site's shell has 1.2.0, admin needs ^1.0.0: fits",
        "kit: the page's kit 1.1.0 meets ^1.0.0: admin reuses it",
      ],
    });
  });

  it('fits a remote with a newer kit, which brings its own copy', () => {
    const verdict = releaseVerdict(build('admin', '1.0.0', '1.1.0'), build('shell', '1.0.0', '1.0.0'));
    expect(verdict.fits).toBe(true);
    expect(verdict.reasons[1]).toBe(
      "kit: the page's kit 1.0.0 does not meet ^1.1.0: admin brings its own kit 1.1.0 (a larger download until the shell has it)",
    );
  });

  it('refuses a remote made with a newer platform minor or another major, and says to release the shell first', () => {
    const verdict = releaseVerdict(build('admin', '1.1.0', '1.0.0'), build('shell', '1.0.3', '1.0.0'));
    expect(verdict.fits).toBe(false);
    expect(verdict.reasons[0]).toBe(
      "platform: admin needs ^1.1.0 but the site's shell has 1.0.3: release the shell with platform 1.1.0 first",
    );
    expect(releaseVerdict(build('admin', '1.0.0', '1.0.0'), build('shell', '2.0.0', '1.0.0')).fits).toBe(false);
  });
});
