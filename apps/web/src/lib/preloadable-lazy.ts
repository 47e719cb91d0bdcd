import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadPageCode } from './page-code';

/**
 * React.lazy for a component whose code may be loaded ahead (`preload()`): once loaded, it renders
 * at once. A plain lazy component suspends on its first render even when its chunk arrived long
 * before (a promise never answers synchronously), its boundary shows the fallback, and React then
 * holds the content back until 300 ms after that fallback appeared (its fallback throttle): at
 * sign-in the shell and the home each waited so. Which of the two a mounted instance renders
 * is decided when it mounts, so a component that mounted suspended keeps its state.
 */
export function preloadableLazy<P extends object, M extends object>(load: () => Promise<M & { default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M & { default: ComponentType<P> }> | undefined;
  /** Loads the code once (again after a failure); the component's own render asks for it the same way. */
  const preload = () =>
    (pending ??= loadPageCode(load).then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const [ready] = useState(() => loaded);
    return createElement((ready ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}
