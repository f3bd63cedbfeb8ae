// When an add-on bought on its own ends (pure; runs in the browser and on the server).
import { isIsoDate } from "./dates";
import type { TQuantities } from "./types";

/** True when a quote buys at least one add-on and no licence (PRO, SW or MAX). */
export function buysAddonsOnly(q: TQuantities): boolean {
  if (q.pro > 0 || q.sw > 0 || q.max > 0) return false;
  return Object.entries(q).some(([product, n]) => product !== "pro" && product !== "sw" && product !== "max" && n > 0);
}

/**
 * An add-on bought on its own during a paid licence ends with that licence by default: the
 * licence's end, when the quote starts before it. Null when the rule does not apply (a licence is
 * bought too, there is no paid licence, or the quote starts after it ends).
 */
export function addonEndFor(start: string, quantities: TQuantities, licenceEnd: string | null): string | null {
  if (!licenceEnd || !isIsoDate(licenceEnd) || !isIsoDate(start) || !buysAddonsOnly(quantities)) return null;
  return start < licenceEnd ? licenceEnd : null;
}

/**
 * The quote's end after a change of start or of what is bought: the licence's end for an add-on
 * bought on its own during it, when the chosen end lies beyond it; otherwise the end as it is.
 */
export function endAfterChange(start: string, end: string, quantities: TQuantities, licenceEnd: string | null): string {
  const addonEnd = addonEndFor(start, quantities, licenceEnd);
  return addonEnd !== null && end > addonEnd ? addonEnd : end;
}

/** The licence end an add-on follows: a paid licence (AppID 1-4) that still runs today; else null. */
export function runningLicenceEnd(holder: { appId: number; expires: string | null } | null, today: string): string | null {
  if (!holder || holder.appId === 0 || !holder.expires || !isIsoDate(holder.expires)) return null;
  return holder.expires >= today ? holder.expires : null;
}
