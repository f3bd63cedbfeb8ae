import type { ReactNode } from "react";

// The landing page's islands get their strings as props from the page (no message provider): the
// home page sends no message library to the browser.
export default function LandingLayout({ children }: { children: ReactNode }) {
  return children;
}
