import { cookies, headers } from "next/headers";
import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, isLocale, negotiateLocale, type TLocale } from "./locales";
import { loadMessages } from "./messages";

/**
 * The language of a render. Public pages live under app/[locale] (the proxy rewrites /x to
 * /{locale}/x from the cookie, else the browser), so their language is the root parameter and they
 * can be prerendered once per language. The signed-in area, server actions and route handlers have
 * no such parameter (next/root-params throws there): they read the cookie the language switch and
 * sign-in set, else the browser's Accept-Language.
 */
async function fromRootParam(): Promise<TLocale | undefined> {
  try {
    const value = await rootLocale();
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function fromRequest(): Promise<TLocale> {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(fromCookie) ? fromCookie : negotiateLocale((await headers()).get("accept-language"));
}

export default getRequestConfig(async ({ locale: explicit }) => {
  const locale: TLocale = isLocale(explicit) ? explicit : ((await fromRootParam()) ?? (await fromRequest()));
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
