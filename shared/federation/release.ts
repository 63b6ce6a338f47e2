import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, satisfies } from 'semver';
import { RELEASE_FILE, RELEASES_GLOBAL, type ReleaseManifest } from '../src/release';
import { installedVersion } from './shared';

/** The range a build made with platform `version` needs: the same major, this minor or later (`1.4.2` -> `^1.4.0`). */
export function platformNeeds(version: string): string {
  const parsed = parse(version);
  if (!parsed) throw new Error(`Not a version: ${version}`);
  return `^${parsed.major}.${parsed.minor}.0`;
}

/**
 * What a build in `packageDir` is made with and needs: the platform and kit versions Node's resolution finds from
 * there (the copies the build bundles) and `release`, the build's own release.
 */
export function releaseManifestOf(packageDir: string, name: string, release: string): ReleaseManifest {
  const platform = installedVersion('@podbridge/shared', packageDir);
  const kit = installedVersion('@podbridge/kit', packageDir);
  return {
    name,
    release,
    platform: { version: platform, needs: platformNeeds(platform) },
    kit: { version: kit, needs: `^${kit}` },
  };
}

/** The line a remote's entry starts with: it records the remote's manifest where the shell's check finds it. */
export function entryBanner(manifest: ReleaseManifest): string {
  const global = JSON.stringify(RELEASES_GLOBAL);
  return `(self[${global}] = self[${global}] || {})[${JSON.stringify(manifest.name)}] = ${JSON.stringify(manifest)};`;
}

/** Checks a parsed `release.json`: null when it is not one. */
export function parseReleaseManifest(value: unknown): ReleaseManifest | null {
  const manifest = value as Partial<ReleaseManifest> | null;
  const part = (entry: unknown) => {
    const { version, needs } = (entry ?? {}) as { version?: unknown; needs?: unknown };
    return typeof version === 'string' && typeof needs === 'string';
  };
  if (!manifest || typeof manifest !== 'object') return null;
  if (typeof manifest.name !== 'string' || typeof manifest.release !== 'string') return null;
  return part(manifest.platform) && part(manifest.kit) ? (manifest as ReleaseManifest) : null;
}

export function readReleaseManifest(dir: string): ReleaseManifest {
  const file = join(dir, RELEASE_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is missing or not JSON: build the package first`);
  }
  const manifest = parseReleaseManifest(parsed);
  if (!manifest) throw new Error(`${file} is not a release manifest`);
  return manifest;
}

/** Whether a remote's build may be deployed to a site whose shell is `site`, and why. */
export interface ReleaseVerdict {
  fits: boolean;
  /** One line each: the platform (the reason it fits or not) and the kit copy the page will use. */
  reasons: string[];
}

export function releaseVerdict(remote: ReleaseManifest, site: ReleaseManifest): ReleaseVerdict {
  const platformFits = satisfies(site.platform.version, remote.platform.needs);
  return {
    fits: platformFits,
    reasons: [
      platformFits
        ? `platform: the site's shell has ${site.platform.version}, ${remote.name} needs ${remote.platform.needs}: fits`
        : `platform: ${remote.name} needs ${remote.platform.needs} but the site's shell has ${site.platform.version}: ` +
          `release the shell with platform ${remote.platform.version} first`,
      satisfies(site.kit.version, remote.kit.needs)
        ? `kit: the page's kit ${site.kit.version} meets ${remote.kit.needs}: ${remote.name} reuses it`
        : `kit: the page's kit ${site.kit.version} does not meet ${remote.kit.needs}: ${remote.name} brings its own ` +
          `kit ${remote.kit.version} (a larger download until the shell has it)`,
    ],
  };
}
