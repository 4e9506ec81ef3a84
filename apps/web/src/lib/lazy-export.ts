import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose module is its own chunk, downloaded when it first renders: the named
 * export `name` of the module `load` imports (React's `lazy` wants a default export).
 */
export function lazyExport<
  TKey extends string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own `lazy` takes
  TModule extends Record<TKey, ComponentType<any>>,
>(load: () => Promise<TModule>, name: TKey): LazyExoticComponent<TModule[TKey]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
