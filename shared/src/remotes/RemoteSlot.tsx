import { lazy, Suspense, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import type { RemoteModules } from '@podbridge/shared/types';
import { registerRemoteAgain, type RemoteModuleId } from './loadRemoteModule';
import { loadRemoteWidget } from './loadRemoteWidget';
import { RemoteBoundary } from './RemoteBoundary';

type WidgetProps<Id extends RemoteModuleId> = ComponentProps<RemoteModules[Id]['default']>;

/** `props` may be left out for a widget that takes none (routes, home sections). */
type PropsOf<Id extends RemoteModuleId> =
  object extends WidgetProps<Id> ? { props?: WidgetProps<Id> } : { props: WidgetProps<Id> };

export type RemoteSlotProps<Id extends RemoteModuleId> = {
  /** The exposed module, e.g. 'messaging/MessageDialog'; typed from its contract in @podbridge/shared/types. */
  module: Id;
  /** Shown while the remote loads. */
  loading: ReactNode;
  /**
   * Shown in the slot's place when the remote cannot load or its widget fails; `retry` loads it again. `error` tells
   * why (isRemoteUpdated: the remote needs a later platform, and only a reload helps).
   */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** Runs before a retry instead of registering the remote again with the entry it had (the default). */
  onRetry?: () => void;
  /** False when the page already knows the remote is missing: the slot fails at once, without a request. */
  available?: boolean;
} & PropsOf<Id>;

/**
 * Shows a widget another remote exposes, loaded at run time (never imported): Suspense while it loads, and an
 * error boundary that keeps a missing or broken remote inside the slot with its fallback and a retry.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  module,
  loading,
  fallback,
  onRetry,
  available = true,
  props,
}: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () =>
      lazy(async () => {
        if (!available) throw new Error(`The remote of ${module} is not deployed`);
        return { default: await loadRemoteWidget(module) };
      }),
    // A new attempt builds a new lazy component, so a retry loads again; one per mount, so a later visit does too.
    [module, available, attempt], // eslint-disable-line react-hooks/exhaustive-deps -- attempt only forces a new lazy
  );

  const retry = () => {
    if (onRetry) onRetry();
    else registerRemoteAgain(module);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteBoundary key={`${module}:${attempt}`} name={module} onRetry={retry} fallback={fallback}>
      <Suspense fallback={loading}>
        <Widget {...(props as Record<string, unknown> | undefined)} />
      </Suspense>
    </RemoteBoundary>
  );
}
