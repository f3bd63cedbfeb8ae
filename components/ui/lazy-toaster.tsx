"use client";

import { lazyClient } from "./lazy-client";
import { TOASTER_OPTIONS } from "./toaster-options";

// Toasts answer something a visitor did, never the first paint: the library loads after the page.
const Toaster = lazyClient(() => import("sonner").then((m) => m.Toaster));

export function LazyToaster() {
  return <Toaster {...TOASTER_OPTIONS} />;
}
