import { lazy, useState, type ComponentType } from 'react';

/**
 * `lazy()` for a component whose code is fetched ahead of need (on idle, on intent): once that
 * code has loaded, the component renders at once instead of suspending. A Suspense boundary shows
 * its content at the earliest 300 ms after its fallback did (React's reveal throttle), so a lazy
 * component first mounted by a click waits that long even when its code is already there
 * (docs/decisions/0015). Each mount keeps the form it started with.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component: Preloadable, preload };
}
