import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModules } from '@podbridge/shared/types';

/** Exposed modules whose default export is a component without props: routes and home sections. */
export type RemoteModuleId = {
  [Id in keyof RemoteModules]: RemoteModules[Id]['default'] extends React.ComponentType ? Id : never;
}[keyof RemoteModules];

/** Loads one exposed module, typed from its contract; a missing module is an error, never a silent null. */
export async function loadRemoteModule<Id extends keyof RemoteModules>(id: Id): Promise<RemoteModules[Id]> {
  const module = await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}
