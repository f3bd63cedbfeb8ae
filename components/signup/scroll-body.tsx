import type { ReactNode } from "react";

/** Keeps a tall dialog body within the window: it scrolls inside the dialog instead of overflowing it. */
export function ScrollBody({ children }: { children: ReactNode }) {
  return <div className="-mx-1 max-h-[calc(100dvh-9rem)] overflow-y-auto px-1">{children}</div>;
}
