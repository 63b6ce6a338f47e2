import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION, RELEASES_GLOBAL, type ReleaseManifest } from '@podbridge/shared/release';

/**
 * A remote released for a newer platform than the page holds: the page (a tab opened before the shell's release,
 * or a remote deployed before the shell) must be reloaded to get it. Its area says so instead of crashing.
 */
export class RemoteUpdatedError extends Error {
  constructor(
    readonly remote: string,
    readonly needs: string,
    readonly has: string,
  ) {
    super(`${remote} needs platform ${needs} but this page has ${has}: reload the page to get the new release`);
    this.name = 'RemoteUpdatedError';
  }
}

export function isRemoteUpdated(error: unknown): error is RemoteUpdatedError {
  return error instanceof RemoteUpdatedError;
}

/** The manifest a remote's entry recorded as it ran, if it did (entries of builds before release checks do not). */
function releaseOf(remote: string): ReleaseManifest | undefined {
  const releases = (globalThis as Record<string, unknown>)[RELEASES_GLOBAL] as
    | Record<string, ReleaseManifest>
    | undefined;
  return releases?.[remote];
}

/**
 * The shell's federation plugin that holds a remote to the page's platform: after the remote's entry has run and
 * before the remote joins the page's shared scope (where a newer platform copy would sit beside the page's) or runs
 * any module, a remote that needs a later platform than the page's is stopped with a RemoteUpdatedError, which the
 * runtime passes on to the remote's slot (and logs). `platform` is the page's version (a test passes another).
 */
export function releaseGate(platform: string = PLATFORM_VERSION): ModuleFederationRuntimePlugin {
  return {
    name: 'podbridge-release-gate',
    beforeInitContainer(args) {
      const needs = releaseOf(args.remoteInfo.name)?.platform.needs;
      // The federation runtime's own semver check: already on the page, so the check costs no download.
      if (needs && !satisfy(platform, needs)) throw new RemoteUpdatedError(args.remoteInfo.name, needs, platform);
      return args;
    },
  };
}
