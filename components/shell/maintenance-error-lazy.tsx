"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { MaintenanceErrorView as TMaintenanceErrorView } from "./maintenance-error";

// The error boundaries (app/global-error.tsx, app/[locale]/error.tsx, app/(app)/app/error.tsx) are
// part of every page: their view, its strings and its button load only when an error is shown.
// React's own lazy, not next/dynamic: global-error has a chunk of its own on every page, and
// next/dynamic's loader would come along in it.
const MaintenanceErrorView = lazy(() => import("./maintenance-error").then((m) => ({ default: m.MaintenanceErrorView })));

/** The maintenance page of an error boundary (components/shell/maintenance-error.tsx), loaded when shown. */
export function LazyMaintenanceErrorView(props: ComponentProps<typeof TMaintenanceErrorView>) {
  return (
    <Suspense fallback={null}>
      <MaintenanceErrorView {...props} />
    </Suspense>
  );
}
