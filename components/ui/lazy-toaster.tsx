"use client";

import dynamic from "next/dynamic";
import { TOASTER_OPTIONS } from "./toaster-options";

// Toasts answer something a visitor did, never the first paint: the library loads after the page.
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  return <Toaster {...TOASTER_OPTIONS} />;
}
