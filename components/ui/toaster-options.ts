import type { CSSProperties } from "react";
import type { ToasterProps } from "sonner";

// The text colours of sonner's rich colours, darkened so each reaches a contrast of 4.5:1 on its
// toast's pale background (sonner's own reach 3.1 to 4.4): WCAG 1.4.3.
const RICH_TEXT = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

/**
 * Where every toast shows (the signed-in area and the public site): at the top, centred. On a phone
 * (sonner's layout below 600 px: full width) it starts below the header's 56 px line, so a toast
 * never covers the Menu button at the header's left.
 */
export const TOASTER_OPTIONS = {
  position: "top-center",
  richColors: true,
  style: RICH_TEXT,
  closeButton: true,
  mobileOffset: { top: "4.5rem", left: "1rem", right: "1rem" },
} as const satisfies ToasterProps;
