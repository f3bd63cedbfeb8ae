// Display helpers of the quote form: its dates, the plan name of a licence.

import { formatUsDate } from "@/lib/billing/dates";

/**
 * A licence or quote date on the quote form, its confirmation and its outcome: MM/DD/YY in every
 * language ("07/31/27"), the format the quote and invoice fix, so the page reads as the PDF; "" for none.
 */
export function formatQuoteDate(iso: string | null | undefined): string {
  return iso ? formatUsDate(iso) : "";
}

export type TPlanKey = "trial" | "pro" | "sw" | "max";

/** "AppID 0 means trial", 1 the PRO licence (SW when isSW), 2 MAX. */
export function planKey(appId: number, isSw: boolean): TPlanKey {
  if (appId === 0) return "trial";
  if (appId === 2) return "max";
  return isSw ? "sw" : "pro";
}

/** The later of two calendar dates (either may be missing). */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}
