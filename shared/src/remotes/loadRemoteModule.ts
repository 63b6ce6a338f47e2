import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModules } from '@podbridge/shared/types';

export type RemoteModuleId = keyof RemoteModules;

function remoteNameOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}

/** The page's federation instance that has the module's remote registered, if any. */
function hostOf(id: RemoteModuleId) {
  const remote = remoteNameOf(id);
  return getInstance((instance) => instance.options.remotes.some((known) => known.name === remote));
}

/**
 * Registers the module's remote again with the entry it was registered with, so the next load fetches its entry
 * anew: a remote that was down or half-deployed at the first attempt can come back without a page reload.
 */
export function registerRemoteAgain(id: RemoteModuleId): void {
  const host = hostOf(id);
  const remote = host?.options.remotes.find((known) => known.name === remoteNameOf(id));
  if (host && remote) host.registerRemotes([remote], { force: true });
}

/**
 * Loads one exposed module, typed from its contract; a missing module is an error, never a silent null.
 * The shell registers the remotes (from remotes.json) on its own federation instance, so the instance that knows
 * the module's remote answers; without one (a remote's standalone host) the calling build's own instance does.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const host = hostOf(id);
  const module = host ? await host.loadRemote<RemoteModules[Id]>(id) : await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}
