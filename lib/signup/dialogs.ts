import { z } from "zod";

// The dialogs of the sign-up and quote entry routes (spec 1 section 2) and how a dialog is written
// into the URL, so a link or a reload reopens it. Pure; the decisions themselves are in rules.ts.

/** Quote/sign-up panel modes: "1 quote, 2 buy, 3 demo training, 4 coupon, plus train, nsclc, hatch". */
export const QUOTE_MODES = ["1", "2", "3", "4", "train", "nsclc", "hatch"] as const;
export type TQuoteMode = (typeof QUOTE_MODES)[number];

/** The panel's variants, as named to the visitor and sent as dialogType. */
export const QUOTE_VARIANTS = ["quote", "buy", "demo", "coupon", "train", "nsclc", "hatch", "partner", "conference"] as const;
export type TQuoteVariant = (typeof QUOTE_VARIANTS)[number];

/** Tags of registration pages: /free2019, /tryRAMP and /tryramp, /tradeshow. */
export const SIGNUP_TAGS = ["free2019", "ramp", "tradeshow"] as const;
export type TSignupTag = (typeof SIGNUP_TAGS)[number];

export type TDialog =
  | { kind: "login" }
  | { kind: "register"; tag?: TSignupTag; coupon?: string }
  | { kind: "quote"; mode: TQuoteMode; coupon?: string; conf?: string; promo?: string };

export const register = (extra: { tag?: TSignupTag; coupon?: string } = {}): TDialog => ({ kind: "register", ...extra });
export const quote = (mode: TQuoteMode, extra: { coupon?: string; conf?: string; promo?: string } = {}): TDialog => ({ kind: "quote", mode, ...extra });

/** "Sign-up and quote pages share one login/register view and open a modal after a 1 second delay." */
export const ENTRY_ROUTES = {
  TryForFree: register(),
  TryForFree2: register(),
  tryforfree: register(),
  tryforfreefb: register(),
  login: { kind: "login" },
  getaquote: quote("1"),
  quote: quote("1"),
  demo: quote("3"),
  buy: quote("2"),
  free2019: register({ tag: "free2019" }),
  tryRAMP: register({ tag: "ramp" }),
  tryramp: register({ tag: "ramp" }),
  register: register(),
  tradeshow: register({ tag: "tradeshow" }),
  nsclc: quote("nsclc", { promo: "nsclc" }),
  nsclc10: quote("nsclc", { promo: "nsclc10" }),
  hatch: quote("hatch", { promo: "hatch" }),
  train: quote("train"),
  // The quote steps and buy-with-code pages open the matching panel (the code from ?code=).
  step2quote: quote("1"),
  step3quote: quote("2"),
  step2quoteCoupon: quote("4"),
  buyWihCode: quote("4"),
} as const satisfies Record<string, TDialog>;
export type TEntryRoute = keyof typeof ENTRY_ROUTES;

// ---- the URL -------------------------------------------------------------------------------

const ZCode = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/);
const ZDialogParams = z.object({
  dialog: z.enum(["login", "register", "quote"]),
  mode: z.enum(QUOTE_MODES).optional(),
  tag: z.enum(SIGNUP_TAGS).optional(),
  coupon: ZCode.optional(),
  conf: ZCode.optional(),
  promo: ZCode.optional(),
});

type TSearchParams = Record<string, string | string[] | undefined>;

/** Reads ?dialog=…&mode=…&coupon=… ; anything malformed reads as no dialog. */
export function parseDialogParams(params: TSearchParams): TDialog | null {
  const single = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ZDialogParams.safeParse(single);
  if (!parsed.success) return null;
  const p = parsed.data;
  if (p.dialog === "login") return { kind: "login" };
  if (p.dialog === "register") return register({ ...(p.tag ? { tag: p.tag } : {}), ...(p.coupon ? { coupon: p.coupon } : {}) });
  return quote(p.mode ?? "1", { ...(p.coupon ? { coupon: p.coupon } : {}), ...(p.conf ? { conf: p.conf } : {}), ...(p.promo ? { promo: p.promo } : {}) });
}

/** The search parameters that reopen a dialog. */
export function dialogParams(dialog: TDialog): Record<string, string> {
  if (dialog.kind === "login") return { dialog: "login" };
  if (dialog.kind === "register") return { dialog: "register", ...(dialog.tag ? { tag: dialog.tag } : {}), ...(dialog.coupon ? { coupon: dialog.coupon } : {}) };
  const { mode, coupon, conf, promo } = dialog;
  return { dialog: "quote", mode, ...(coupon ? { coupon } : {}), ...(conf ? { conf } : {}), ...(promo ? { promo } : {}) };
}

export const DIALOG_PARAM_NAMES = ["dialog", "mode", "tag", "coupon", "conf", "promo"] as const;

export function sameDialog(a: TDialog | null, b: TDialog | null): boolean {
  if (!a || !b) return a === b;
  return JSON.stringify(dialogParams(a)) === JSON.stringify(dialogParams(b));
}

/**
 * The URL to show for an open dialog: the route's own dialog needs no parameters (the route
 * reopens it); any other dialog is written as parameters. Other parameters are kept.
 */
export function urlForDialog(pathname: string, search: string, dialog: TDialog | null, routeDefault: TDialog | null): string {
  const params = new URLSearchParams(search);
  for (const name of DIALOG_PARAM_NAMES) params.delete(name);
  if (dialog && !sameDialog(dialog, routeDefault)) for (const [k, v] of Object.entries(dialogParams(dialog))) params.set(k, v);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
