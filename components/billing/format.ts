// Display helpers of the quote form: dates in the reader's language, the plan name of a licence.

import { formatDate } from "@/lib/i18n/format";

/** A calendar date 'YYYY-MM-DD' in the reader's language ("Jul 31, 2027", "31 lug 2027"); "" for none. */
export function formatLocalDate(iso: string | null | undefined, locale: string): string {
  return formatDate(iso, locale, "medium");
}

export type TPlanKey = "trial" | "pro" | "sw" | "max";

/** "AppID 0 means trial", 1 the PRO licence (SW when isSW), 2 MAX (spec 2 sections 1 and 3). */
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
