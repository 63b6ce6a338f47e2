import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { satisfies } from 'semver';

interface PackageJson {
  version: string;
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
}

const sharedPackage = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as PackageJson;

/** Libraries of which the page must hold exactly one copy, whichever remote renders. */
export const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'zustand',
  'styled-components',
  'react-hot-toast',
  'axios',
  '@tanstack/react-query',
  'react-hook-form',
  'i18next',
  'react-i18next',
] as const;

/** Libraries whose subpath imports (`react/jsx-runtime`, `zustand/vanilla`, `@tanstack/react-query/...`) must resolve to the same copy. */
const SUBPATH_LIBRARIES = ['react', 'react-dom', 'zustand', '@tanstack/react-query'] as const;

/** The version of `library` a build in `packageDir` bundles: the copy Node's resolution finds from there. */
export function installedVersion(library: string, packageDir: string): string {
  const resolve = createRequire(join(packageDir, 'package.json'));
  try {
    return (resolve(`${library}/package.json`) as PackageJson).version;
  } catch {
    throw new Error(`${library} is not installed for ${packageDir}`);
  }
}

/**
 * Every shared library a build in `packageDir` bundles is within the range `@podbridge/shared` asks for: checked here,
 * when the build runs, so that the page's federation runtime does not compare versions as it starts (those checks, a
 * semver match per shared module, cost the start of every page about 5-60 ms of main thread on this machine, and only
 * ever warned). A build against a library outside its range fails instead.
 */
export function assertSharedVersions(packageDir: string): void {
  for (const library of SINGLETON_LIBRARIES) {
    const range = sharedPackage.peerDependencies[library];
    if (!range) throw new Error(`@podbridge/shared lists no peer version for ${library}`);
    const version = installedVersion(library, packageDir);
    if (!satisfies(version, range)) {
      throw new Error(`${library} ${version} is outside the range @podbridge/shared asks for (${range})`);
    }
  }
}

export interface SharedEntry {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  eager?: boolean;
}

/**
 * PodBridge's own packages that are versioned on their own and are not page singletons: the UI kit and the likes,
 * comments and saves domain. Each keeps no state that must be one per page, so two copies side by side are harmless.
 */
export const VERSIONED_PACKAGES = ['@podbridge/kit', '@podbridge/social'] as const;

export type VersionedPackage = (typeof VERSIONED_PACKAGES)[number];

/** The UI kit's version that a build in `packageDir` bundles. */
export function kitVersion(packageDir: string): string {
  return installedVersion('@podbridge/kit', packageDir);
}

/** The versioned packages a build in `packageDir` uses: those its own package.json lists in `dependencies`. */
export function versionedPackagesOf(packageDir: string): VersionedPackage[] {
  const { dependencies = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson;
  return VERSIONED_PACKAGES.filter((name) => name in dependencies);
}

/**
 * How a build in `packageDir` shares a versioned package: offered with the version it bundles and asked for with
 * `^` that version, so the page reuses a copy (the shell's, or an earlier remote's) that satisfies this build and
 * loads this build's own copy otherwise.
 */
export function versionedShare(name: VersionedPackage, packageDir: string): SharedEntry {
  const version = installedVersion(name, packageDir);
  return { singleton: false, version, requiredVersion: `^${version}` };
}

/**
 * The import names a versioned package offers: its root and each subpath its package.json exports (the kit's
 * `/listing`, `/remote-dialog` and `/reason-dialog`), each shared on its own so that a page downloads only the parts it renders.
 */
export function entryPointsOf(name: VersionedPackage, packageDir: string): string[] {
  const resolve = createRequire(join(packageDir, 'package.json'));
  const { exports = {} } = resolve(`${name}/package.json`) as { exports?: Record<string, string> };
  const subpaths = Object.keys(exports).filter((key) => key.startsWith('./') && !key.endsWith('.json'));
  return [name, ...subpaths.map((key) => `${name}/${key.slice(2)}`)];
}

/**
 * The `shared` list of a federated build in `packageDir`: the singletons, their subpath keys and `@podbridge/shared/`,
 * whose versions are checked against their ranges here, at build time (see `assertSharedVersions`); and the
 * versioned packages the build depends on (the kit everywhere, `@podbridge/social` in the remotes that show likes,
 * comments and saves), which are not singletons (see `versionedShare`). A remote built against a newer kit or social
 * package than the page holds therefore brings the copy it needs; a build that does not depend on one (the shell and
 * the admin remote have no social code) neither offers it nor asks for it.
 */
export function federatedShared(packageDir: string): Record<string, SharedEntry> {
  assertSharedVersions(packageDir);
  const shared: Record<string, SharedEntry> = {};
  for (const library of SINGLETON_LIBRARIES) {
    shared[library] = { singleton: true, requiredVersion: false };
    if ((SUBPATH_LIBRARIES as readonly string[]).includes(library)) {
      shared[`${library}/`] = { singleton: true, requiredVersion: false };
    }
  }
  shared['@podbridge/shared/'] = { singleton: true, version: sharedPackage.version, requiredVersion: false };
  for (const name of versionedPackagesOf(packageDir)) {
    for (const entry of entryPointsOf(name, packageDir)) shared[entry] = versionedShare(name, packageDir);
  }
  return shared;
}
