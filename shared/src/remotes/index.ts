export { loadRemoteModule } from './loadRemoteModule';
export type { RemoteModuleId } from './loadRemoteModule';
export { RemoteBoundary } from './RemoteBoundary';
export { RemoteSlot } from './RemoteSlot';
export type { RemoteSlotProps } from './RemoteSlot';
export { Committed, HydratedRemoteSlot } from './HydratedRemoteSlot';
export { isRemoteUpdated, releaseGate, RemoteUpdatedError } from './releaseGate';
