import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The component type of an export, with its props. */
type ComponentOf<Export> = Export extends ComponentType<infer Props> ? ComponentType<Props> : never;

/**
 * A component that loads when it first renders, from a module's named export (React's `lazy` takes a default
 * export only): `lazyExport(() => import('./pages/Saved/SavedPage'), 'SavedPage')`. Render it inside Suspense.
 */
export function lazyExport<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentOf<Module[Name]>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentOf<Module[Name]> }));
}
