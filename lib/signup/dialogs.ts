// The dialogs of the sign-up and quote entry routes and how a dialog is written
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

export type TDialog = { kind: "login" } | { kind: "register"; tag?: TSignupTag; coupon?: string } | { kind: "quote"; mode: TQuoteMode; coupon?: string; conf?: string; promo?: string };

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

// Hand-written rather than zod: this runs in the browser of every entry page, on its first load.
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** Whether a value can be a coupon code, conference id or promotion name (also the guard before a look-up). */
export function isEntryCode(value: string | null | undefined): value is string {
  return typeof value === "string" && CODE.test(value);
}

/** The coupon, conference or promotion a dialog is about, if any. */
export function dialogCode(dialog: TDialog | null, key: "coupon" | "conf" | "promo"): string | undefined {
  if (!dialog || dialog.kind === "login" || !(key in dialog)) return undefined;
  const value = (dialog as Record<string, unknown>)[key];
  return typeof value === "string" && value ? value : undefined;
}

type TSearchParams = Record<string, string | string[] | undefined>;

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/** Reads ?dialog=…&mode=…&coupon=… ; anything malformed reads as no dialog. */
export function parseDialogParams(params: TSearchParams): TDialog | null {
  const get = (name: string): string | undefined => {
    const raw = params[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    return value === undefined || value === "" ? undefined : value;
  };
  const dialog = oneOf(["login", "register", "quote"] as const, get("dialog"));
  if (!dialog) return null;
  const mode = get("mode");
  const tag = get("tag");
  if ((mode !== undefined && !oneOf(QUOTE_MODES, mode)) || (tag !== undefined && !oneOf(SIGNUP_TAGS, tag))) return null;
  const codes: Record<"coupon" | "conf" | "promo", string | undefined> = { coupon: undefined, conf: undefined, promo: undefined };
  for (const name of ["coupon", "conf", "promo"] as const) {
    const value = get(name)?.trim();
    if (value === undefined) continue;
    if (!CODE.test(value)) return null;
    codes[name] = value;
  }
  if (dialog === "login") return { kind: "login" };
  if (dialog === "register") return register({ ...(tag ? { tag: tag as TSignupTag } : {}), ...(codes.coupon ? { coupon: codes.coupon } : {}) });
  return quote((mode as TQuoteMode | undefined) ?? "1", {
    ...(codes.coupon ? { coupon: codes.coupon } : {}),
    ...(codes.conf ? { conf: codes.conf } : {}),
    ...(codes.promo ? { promo: codes.promo } : {}),
  });
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
