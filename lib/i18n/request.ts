import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, isLocale, negotiateLocale, type TLocale } from "./locales";
import { loadMessages } from "./messages";

// The language comes from the cookie the language switch (and sign-in) sets, else the browser.
export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale: TLocale = isLocale(fromCookie) ? fromCookie : negotiateLocale((await headers()).get("accept-language"));
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
