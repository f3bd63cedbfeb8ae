import type { Metadata } from "next";
import type { AbstractIntlMessages } from "next-intl";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { pickClientMessages } from "@/lib/i18n/client-messages";
import { isLocale } from "@/lib/i18n/locales";
import { EMPTY_CONTEXT } from "@/lib/signup/context";
import { dialogCode, type TDialog } from "@/lib/signup/dialogs";
import { loadEntryContext } from "@/lib/signup/entry";
import { heroLabels, heroText, type THeroTranslate } from "./entry-texts";
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
  const [locale, all, timeZone, hero] = await Promise.all([getLocale(), getMessages(), getTimeZone(), getTranslations("signup.hero")]);
  let context = EMPTY_CONTEXT;
  if (namesData(routeDefault)) {
    context = await loadEntryContext(await getDb(), [routeDefault], { now: new Date(), locale: isLocale(locale) ? locale : "en" });
  }
  // The dialogs' strings: the entry bundle, handed to the dialogs' own message provider (entry-messages.tsx).
  const messages = pickClientMessages(all as Parameters<typeof pickClientMessages>[0], "entry") as AbstractIntlMessages;
  // The welcome section is worded here: the page's client view loads no message library.
  const t = hero as unknown as THeroTranslate;
  return <SignupView routeDefault={routeDefault} context={context} source={source} hero={heroText(t, routeDefault, context)} labels={heroLabels(t)} intl={{ locale, messages, timeZone }} />;
}

/** The page title of an entry page: "Sign up", "Log in" or "Get a quote". */
export async function entryMetadata(kind: TDialog["kind"] | "none"): Promise<Metadata> {
  const t = await getTranslations("signup.meta");
  return { title: t(kind) };
}
