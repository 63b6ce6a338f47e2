import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { releaseGate } from '@podbridge/shared/remotes';
import { REMOTE_NAMES, type RemoteName } from '@podbridge/shared/types';
import { DEPLOYMENT_ELEMENT_ID } from './deploymentElement';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

export interface SiteConfig {
  apiBaseUrl: string;
}

export class ManifestError extends Error {}

/** Checks `remotes.json`: an object of known remote names to entry URLs. */
export function parseRemotesManifest(value: unknown, base: string): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ManifestError('The deployment manifest is not an object of remote names to URLs.');
  }
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new ManifestError(`The deployment manifest names an unknown remote "${name}".`);
    }
    if (typeof entry !== 'string' || !entry) {
      throw new ManifestError(`The deployment manifest gives no URL for "${name}".`);
    }
    manifest[name as RemoteName] = new URL(entry, base).href;
  }
  return manifest;
}

export function parseSiteConfig(value: unknown): SiteConfig {
  const apiBaseUrl = (value as Partial<SiteConfig> | null)?.apiBaseUrl;
  if (typeof apiBaseUrl !== 'string' || !/^https?:\/\//.test(apiBaseUrl)) {
    throw new ManifestError('The site configuration has no valid "apiBaseUrl".');
  }
  return { apiBaseUrl };
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new ManifestError(`${path} answered ${response.status}.`);
  try {
    return await response.json();
  } catch {
    throw new ManifestError(`${path} is not valid JSON.`);
  }
}

/** The deployment the site server wrote into the page, or null (a dev server's page has none). */
function deploymentInPage(): { remotes: unknown; config: unknown } | null {
  const text = document.getElementById(DEPLOYMENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { remotes: unknown; config: unknown };
  } catch {
    return null;
  }
}

/**
 * Loads the deployment manifest and site configuration (from the page when the site server put them there, else
 * from remotes.json and config.json), holds every remote to the page's platform (releaseGate) and registers every
 * deployed remote.
 */
export async function loadDeployment(): Promise<{ manifest: RemotesManifest; config: SiteConfig }> {
  const inPage = deploymentInPage();
  const [manifestJson, configJson] = inPage
    ? [inPage.remotes, inPage.config]
    : await Promise.all([fetchJson('/remotes.json'), fetchJson('/config.json')]);
  const manifest = parseRemotesManifest(manifestJson, window.location.href);
  const config = parseSiteConfig(configJson);
  // Before any remote loads: a remote that needs a later platform than this page's is stopped, with a message.
  registerPlugins([releaseGate()]);
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return { manifest, config };
}

/** Registers one remote again so a retry fetches its entry anew. */
export function reRegisterRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}
