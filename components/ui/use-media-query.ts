"use client";

import { useSyncExternalStore } from "react";

/** Phone width: below Tailwind's sm breakpoint (640 px), where the shell and the calendar go compact. */
export const PHONE_QUERY = "(max-width: 639.98px)";

/** Whether a CSS media query matches, kept current as the window changes; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
