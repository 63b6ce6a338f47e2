import type { ComponentType } from 'react';
import { loadRemoteModule, type RemoteModuleId } from './loadRemoteModule';

/**
 * An exposed module's component, loaded at run time, inside the page's query cache: what a slot renders, whether
 * it draws the widget itself or takes over the widget's markup the site server sent.
 */
export async function loadRemoteWidget(module: RemoteModuleId): Promise<ComponentType<Record<string, unknown>>> {
  // The query layer comes with the first widget that may need server state, not with the page's first paint.
  const [loaded, { QueryProvider }] = await Promise.all([
    loadRemoteModule(module),
    // Named, so the site preloads it with a remote's page (first-load.json's group 'remote-slot').
    import(/* webpackChunkName: "remote-slot" */ '@podbridge/shared/query'),
  ]);
  // The props were checked against the module's contract at the slot's props; inside, any contract fits.
  const Widget = loaded.default as ComponentType<Record<string, unknown>>;
  return function RemoteWidget(props: Record<string, unknown>) {
    return (
      <QueryProvider>
        <Widget {...props} />
      </QueryProvider>
    );
  };
}
