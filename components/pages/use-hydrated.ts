"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False in the server HTML, true once React runs in the browser. Forms keep their buttons disabled
 * until then, so an early click cannot submit the form natively (and put what was typed in a URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
