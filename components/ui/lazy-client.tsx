"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";

const noSubscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * A component whose code loads the first time it is shown in the browser, never on the server
 * (what `next/dynamic(…, { ssr: false })` does): React's `lazy` in a `Suspense` that shows nothing
 * until the code is there. next/dynamic's own loader would add about 1.3 kB (gzip) to every public
 * page that has a lazy part.
 */
export function lazyClient<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  function LazyClient(props: P) {
    // false on the server and while hydrating, then true: the server HTML and the first render agree.
    const browser = useSyncExternalStore(noSubscribe, inBrowser, onServer);
    if (!browser) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return LazyClient;
}
