import { lazy, type ComponentType } from 'react';

/**
 * A route's page as its own chunk. `preload` fetches it ahead (the server before rendering, the browser
 * before hydrating), after which the page renders without suspending, so hydration shows no flash.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => preload() as Promise<{ default: ComponentType }>);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}
