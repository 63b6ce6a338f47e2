import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModules } from '@podbridge/shared/types';

export type RemoteModuleId = keyof RemoteModules;

/**
 * Loads one exposed module, typed from its contract; a missing module is an error, never a silent null.
 * The shell registers the remotes (from remotes.json) on its own federation instance, so the instance that knows
 * the module's remote answers; without one (a remote's standalone host) the calling build's own instance does.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const remote = id.slice(0, id.indexOf('/'));
  const host = getInstance((instance) => instance.options.remotes.some((known) => known.name === remote));
  const module = host ? await host.loadRemote<RemoteModules[Id]>(id) : await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}
