import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { EMPTY_CONTEXT } from "@/lib/signup/context";
import { dialogCode, type TDialog } from "@/lib/signup/dialogs";
import { loadEntryContext } from "@/lib/signup/entry";
import { SignupView, type TEntrySource } from "./signup-view";

/** Whether a dialog is about a coupon, conference or promotion that must be read from the database. */
function namesData(dialog: TDialog | null): boolean {
  return !!(dialogCode(dialog, "coupon") || dialogCode(dialog, "conf") || dialogCode(dialog, "promo"));
}

/**
 * A sign-up or quote entry page (server): loads the coupon, conference or promotion the route's
 * own dialog is about and renders the shared login/register view. It reads nothing of the visit
 * (no query string, no host, no session), so the page is cached once per language; what the
 * visitor's URL adds (?dialog=…, ?code=…, ?callbackUrl=…, a partner's host) is read in the browser.
 */
export async function EntryView({ routeDefault, source = "route" }: { routeDefault: TDialog | null; source?: TEntrySource }) {
  let context = EMPTY_CONTEXT;
  if (namesData(routeDefault)) {
    const locale = await getLocale();
    context = await loadEntryContext(await getDb(), [routeDefault], { now: new Date(), locale: isLocale(locale) ? locale : "en" });
  }
  return <SignupView routeDefault={routeDefault} context={context} source={source} />;
}

/** The page title of an entry page: "Sign up", "Log in" or "Get a quote". */
export async function entryMetadata(kind: TDialog["kind"] | "none"): Promise<Metadata> {
  const t = await getTranslations("signup.meta");
  return { title: t(kind) };
}
