import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/** A component loaded on first render, and how to start its download early. */
export type LazyNamed<P extends object> = ComponentType<P> & {
  /** Starts the download (e.g. when the page learns the component may soon be shown). */
  preload: () => Promise<unknown>;
};

/** How `lazyNamed` shows the component before its module has arrived. */
export interface LazyNamedOptions<P> {
  /** Shown while the module loads: a node, or one made from the props. */
  fallback?: ReactNode | ((props: P) => ReactNode);
  /**
   * Until this is true the component renders nothing and nothing downloads (a modal: until it is
   * first opened). Once loaded it always renders, so closing behaves as before.
   */
  loadWhen?: (props: P) => boolean;
}

/**
 * A component whose module is downloaded the first time it is needed (bundle budget: a route's chunk
 * carries what its first paint shows; edit-mode cards, menus and modals come when they are opened).
 */
export function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyNamedOptions<P> = {},
): LazyNamed<P> {
  // Once the module is here the component renders directly, with no Suspense round.
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  const { fallback = null, loadWhen } = options;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, like React.lazy.
  function Loaded(props: P) {
    const Component = loaded;
    if (Component) return <Component {...props} />;
    if (loadWhen && !loadWhen(props)) return null;
    return (
      <Suspense fallback={typeof fallback === "function" ? fallback(props) : fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Loaded, { preload });
}
