import { createContext, useContext, type ReactNode } from 'react';
import type { RemotesManifest } from './remotes';

const DeploymentContext = createContext<RemotesManifest>({});

/** The deployed remotes, as `remotes.json` listed them at start. */
export function DeploymentProvider({ manifest, children }: { manifest: RemotesManifest; children: ReactNode }) {
  return <DeploymentContext.Provider value={manifest}>{children}</DeploymentContext.Provider>;
}

export function useDeployment(): RemotesManifest {
  return useContext(DeploymentContext);
}
