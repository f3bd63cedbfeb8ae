import type { TQuoteMode, TQuoteVariant } from "./dialogs";

// The sign-up rules the entry pages' client view reads: kept apart from rules.ts so the page's
// first load carries no date or time-zone code. Pure.

/** "Registration modal delay 1 s." */
export const REGISTRATION_MODAL_DELAY_MS = 1000;
/** "The login prompt after the existing-user message is delayed 1500 ms." */
export const EXISTING_USER_LOGIN_DELAY_MS = 1500;

/** The variant a quote panel shows: mode 2 with a partner or a conference is that variant. */
export function quoteVariant(dialog: { mode: TQuoteMode; conf?: string }, ctx: { partner?: boolean } = {}): TQuoteVariant {
  if (dialog.mode === "2" && ctx.partner) return "partner";
  if (dialog.mode === "2" && dialog.conf) return "conference";
  const byMode: Record<TQuoteMode, TQuoteVariant> = { "1": "quote", "2": "buy", "3": "demo", "4": "coupon", train: "train", nsclc: "nsclc", hatch: "hatch" };
  return byMode[dialog.mode];
}

/** Where an existing user goes after logging in from the panel: "train login → /trainSchedule". */
export function loginCallbackFor(variant: TQuoteVariant | "register"): string | undefined {
  if (variant === "train") return "/trainSchedule";
  if (variant === "demo") return "/scheduleDemo";
  return undefined;
}
