import platformPackage from '../../package.json';

/**
 * Releases: which platform (`@podbridge/shared`) and which kit (`@podbridge/kit`) a build was made with, and what it
 * therefore needs of the page it joins. The build records them (federation/release.ts), the shell checks a remote's
 * needs when it loads it (remotes/releaseGate.ts), and `release-check` compares a build with a live site.
 *
 * The platform is one copy per page, the shell's: a remote needs the page's platform to be its own version or a
 * later one of the same major (`^major.minor.0`: a patch adds nothing a remote could use). The kit is not single:
 * a remote whose kit range the page's copy does not meet loads its own copy, so the kit never refuses a release.
 */

/** The platform version this copy of `@podbridge/shared` is: on the page, the shell's. */
export const PLATFORM_VERSION: string = platformPackage.version;

/** What a build was made with and what it needs: written to its `release.json`, and for a remote into its entry. */
export interface ReleaseManifest {
  /** The federation name: `shell` or the remote's name. */
  name: string;
  /** The build's release: its package version, `+label` when the release pipeline gave one. */
  release: string;
  platform: { version: string; needs: string };
  kit: { version: string; needs: string };
}

/**
 * The global a remote's entry script fills with its manifest as it runs (`globalThis[RELEASES_GLOBAL][name]`), so the
 * shell knows a remote's needs before it runs any of the remote's modules, at no extra request.
 */
export const RELEASES_GLOBAL = '__PODBRIDGE_RELEASES__';

/** The file each build writes beside its entry: its ReleaseManifest. */
export const RELEASE_FILE = 'release.json';
