"use client";

import { toast } from "sonner";

/**
 * The success toast ('Created with success.', the success banner) clears after 0.8 s.
 * The one success toast of the content forms (students and groups, lessons, surveys, goals): it is
 * announced by the toaster's live region, so a screen reader reads it whole however short it shows.
 */
export const SUCCESS_TOAST_MS = 800;

export function successToast(message: string): void {
  toast.success(message, { duration: SUCCESS_TOAST_MS });
}
