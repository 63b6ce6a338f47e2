import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diff, parse } from 'semver';

/**
 * The kit's public surface as released: its version and the names it exports. A test holds `surface.json` equal to
 * the kit as it is; `npm run surface -w @podbridge/kit` records it again, and refuses when the version does not say
 * what changed: an added export needs a new minor version, a removed one a new major.
 */
export interface Surface {
  version: string;
  exports: string[];
}

export const SURFACE_FILE = join(__dirname, 'surface.json');

export function recordedSurface(): Surface {
  return JSON.parse(readFileSync(SURFACE_FILE, 'utf8')) as Surface;
}

/** Why `next` cannot be recorded after `recorded`, or null when its version covers the change. */
export function versionProblem(recorded: Surface, next: Surface): string | null {
  const added = next.exports.filter((name) => !recorded.exports.includes(name));
  const removed = recorded.exports.filter((name) => !next.exports.includes(name));
  const before = parse(recorded.version);
  const after = parse(next.version);
  if (!before || !after) return `not a semver version: ${recorded.version} or ${next.version}`;
  const step = diff(before, after);
  if (removed.length > 0 && step !== 'major' && step !== 'premajor') {
    return `${removed.join(', ')} left the kit: that needs a new major version (now ${recorded.version} -> ${next.version})`;
  }
  if (added.length > 0 && (step === null || step === 'patch' || step === 'prepatch' || step === 'prerelease')) {
    return `${added.join(', ')} joined the kit: that needs a new minor version (now ${recorded.version} -> ${next.version})`;
  }
  return null;
}

/**
 * The kit as it is now: package.json's version and the names its entry points export, sorted: the root's by name,
 * a subpath's as `subpath/name` (`listing/ListingPage`), so that moving a name between entry points reads as a removal.
 */
export async function currentSurface(): Promise<Surface> {
  const { version, exports: entries } = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
  };
  const names: string[] = [];
  for (const [key, file] of Object.entries(entries)) {
    if (!file.endsWith('.ts')) continue;
    const module = (await import(join(__dirname, file))) as Record<string, unknown>;
    const prefix = key === '.' ? '' : `${key.slice(2)}/`;
    names.push(...Object.keys(module).map((name) => prefix + name));
  }
  return { version, exports: names.sort() };
}

// As a script: record the surface, or say why the version does not allow it.
if (require.main === module) {
  void currentSurface().then((next) => {
    const problem = versionProblem(recordedSurface(), next);
    if (problem) {
      console.error(`Not recorded: ${problem}. Raise the version in shared/kit/package.json and add a CHANGELOG line.`);
      process.exit(1);
    }
    writeFileSync(SURFACE_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Recorded @podbridge/kit ${next.version}: ${next.exports.length} exports`);
  });
}
