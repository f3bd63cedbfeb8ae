import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { getActor } from "@/lib/auth/current-user";
import { getQuoteContext } from "@/lib/billing/queries";
import { QuoteForm } from "./quote-form";
import { withRenewalStart } from "@/components/billing-account/renew-start";

export type TSearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** "Date 'max' presets one Max licence; date 'SW' presets one SW licence." */
export function presetOf(date: string | undefined): "max" | "SW" | null {
  const value = date?.toLowerCase();
  return value === "max" ? "max" : value === "sw" ? "SW" : null;
}

/** A positive partner id from the URL, else null (a partner id is never guessed from junk). */
export function partnerIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Where "Log in to buy" goes: back to this page after login, without the signed link. */
export function loginHrefFor(path: string, searchParams: TSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === "k" || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  const back = query.size ? `${path}?${query.toString()}` : path;
  return `/login?callbackUrl=${encodeURIComponent(back)}`;
}

/** The signed link sits in the address: never send it on as a referrer, never index the page. */
export async function quotePageMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing.quote");
  return { title: t("metaTitle"), referrer: "no-referrer", robots: { index: false, follow: false } };
}

type TProps = {
  rawUsername: string;
  // /newLicense/{username}/{code}: the coupon or dialog word; /newLicensePartner: none.
  code: string | null;
  // /newLicensePartner/{username}/{partnerID}.
  partnerSegment: string | null;
  path: string;
  searchParams: TSearchParams;
};

/**
 * The quote and renewal page: resolves the signed-in user (if any) and the
 * signed link (?k=), loads the quote context — a bare username shows the name only and cannot
 * buy — and renders the quote form.
 */
export async function QuotePage({ rawUsername, code, partnerSegment, path, searchParams }: TProps) {
  const username = safeDecode(rawUsername);
  const linkToken = first(searchParams.k) ?? null;
  const partnerId = partnerIdOf(partnerSegment ?? first(searchParams.partnerID));
  const actor = await getActor();
  const now = new Date();
  const loaded = await getQuoteContext(await getDb(), { actor, linkToken }, username, { partnerId, couponCode: code ? safeDecode(code) : null, preset: presetOf(first(searchParams.date)) }, now);
  // The renew link of /app/user/billing (?date={next year}-08-01) opens the quote on that start.
  const context = withRenewalStart(loaded, first(searchParams.date));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <QuoteForm context={context} linkToken={linkToken} variant="page" loginHref={loginHrefFor(path, searchParams)} isNewUser={first(searchParams.isNewUser) === "1"} />
    </div>
  );
}
