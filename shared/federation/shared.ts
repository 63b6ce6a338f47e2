import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PackageJson {
  version: string;
  peerDependencies: Record<string, string>;
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

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
}

/** The `shared` list of every federated build: the singletons, their subpath keys and `@podbridge/shared/`. */
export function federatedShared(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const library of SINGLETON_LIBRARIES) {
    const requiredVersion = sharedPackage.peerDependencies[library];
    if (!requiredVersion) throw new Error(`@podbridge/shared lists no peer version for ${library}`);
    shared[library] = { singleton: true, requiredVersion };
    if ((SUBPATH_LIBRARIES as readonly string[]).includes(library)) {
      shared[`${library}/`] = { singleton: true, requiredVersion };
    }
  }
  shared['@podbridge/shared/'] = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  };
  return shared;
}
