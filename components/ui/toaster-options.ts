import type { ToasterProps } from "sonner";

/**
 * Where every toast shows (the signed-in area and the public site): at the top, centred. On a phone
 * (sonner's layout below 600 px: full width) it starts below the header's 56 px line, so a toast
 * never covers the Menu button at the header's left.
 */
export const TOASTER_OPTIONS = {
  position: "top-center",
  richColors: true,
  closeButton: true,
  mobileOffset: { top: "4.5rem", left: "1rem", right: "1rem" },
} as const satisfies ToasterProps;
