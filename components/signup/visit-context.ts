import type { TEntryContext } from "@/lib/signup/context";
import { dialogCode, isEntryCode, type TDialog } from "@/lib/signup/dialogs";

// What a visit's URL adds to a cached entry page: the coupon of ?code=, the coupon, conference or
// promotion a ?dialog= names, the partner of the visitor's host. Read from /home/entryContext.

export type TVisitRequest = { coupon?: string; conf?: string; promo?: string; host?: string; route?: TDialog | null };

type TInput = {
  params: URLSearchParams;
  host: string;
  source: "route" | "code" | "host";
  initial: TDialog | null;
  routeDefault: TDialog | null;
  context: TEntryContext;
};

/** What must be fetched for this visit, or null when the page's own context is all it needs. */
export function visitRequest({ params, host, source, initial, routeDefault, context }: TInput): TVisitRequest | null {
  const request: TVisitRequest = {};
  let route = routeDefault;
  if (source === "code") {
    const code = params.get("code")?.trim();
    if (isEntryCode(code)) route = request.route = { kind: "quote", mode: "4", coupon: code };
  }
  if (source === "host") request.host = params.get("partnerHost")?.trim() || host;
  // The URL's own dialog wins over the route's (the first dialog naming one, as on the server).
  const coupon = dialogCode(initial, "coupon") ?? dialogCode(route, "coupon");
  const conf = dialogCode(initial, "conf") ?? dialogCode(route, "conf");
  const promo = dialogCode(initial, "promo") ?? dialogCode(route, "promo");
  if (coupon && coupon.toLowerCase() !== context.coupon?.code.toLowerCase()) request.coupon = coupon;
  if (conf && conf !== context.conference?.slug) request.conf = conf;
  if (promo && promo !== context.promo?.urlName) request.promo = promo;
  return Object.keys(request).length ? request : null;
}

/** Fetches what the request names; the page's context stays where nothing new was asked or found. */
export async function loadVisitContext(request: TVisitRequest, context: TEntryContext): Promise<{ route: TDialog | null | undefined; context: TEntryContext }> {
  const query = new URLSearchParams({ lang: document.documentElement.lang || "en" });
  for (const key of ["coupon", "conf", "promo", "host"] as const) if (request[key]) query.set(key, request[key] as string);
  let loaded: Partial<TEntryContext> = {};
  try {
    const res = await fetch(`/home/entryContext?${query}`);
    if (res.ok) loaded = ((await res.json()) as { context: TEntryContext }).context;
  } catch {
    // Offline or refused: the page keeps what it was rendered with.
  }
  const merged: TEntryContext = {
    coupon: request.coupon ? (loaded.coupon ?? null) : context.coupon,
    conference: request.conf ? (loaded.conference ?? null) : context.conference,
    promo: request.promo ? (loaded.promo ?? null) : context.promo,
    partner: request.host ? (loaded.partner ?? null) : context.partner,
  };
  // "A partner page loads partner branding by host and opens quote mode 2 with partner data."
  const route = request.host ? (merged.partner ? ({ kind: "quote", mode: "2" } as const) : null) : request.route;
  return { route, context: merged };
}
