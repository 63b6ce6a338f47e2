import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The files of a package that `entry` reaches through relative imports and re-exports that carry code (type-only imports leave
 * nothing in a build), itself included.
 */
export function filesReachedFrom(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [statement, path] of readFileSync(entry, 'utf8').matchAll(
    /^(?:import|export) [^;]*?from '(\.{1,2}\/[^']+)';/gms,
  )) {
    if (/^(?:import|export) type /.test(statement)) continue;
    const base = resolve(dirname(entry), path!);
    const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (file) filesReachedFrom(file, seen);
  }
  return seen;
}

/**
 * The files that a package's extra entry point (`@podbridge/kit/listing`) shares with its root entry: each is a
 * second copy on a page whose root comes from another build. An entry point takes the root's parts through the
 * package's name instead, so this is empty, and the entry reaches files of its own.
 */
export function filesSharedWithRoot(packageSource: string, entryFile: string, rootFile = 'index.ts'): string[] {
  const root = filesReachedFrom(join(packageSource, rootFile));
  const entry = filesReachedFrom(join(packageSource, entryFile));
  if (entry.size < 2) throw new Error(`${entryFile} reaches no file of its own`);
  return [...entry]
    .filter((file) => root.has(file))
    .map((file) => file.slice(packageSource.length + 1))
    .sort();
}
