import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { safeCallbackPath } from "@/lib/auth/rules";
import { isLocale } from "@/lib/i18n/locales";
import type { TPartnerInfo } from "@/lib/signup/context";
import { parseDialogParams, type TDialog } from "@/lib/signup/dialogs";
import { loadEntryContext } from "@/lib/signup/entry";
import { SignupView } from "./signup-view";

export type TSearchParams = Record<string, string | string[] | undefined>;
export type TEntryPageProps = { searchParams: Promise<TSearchParams> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A sign-up or quote entry page (server): reads the dialog named in the URL, loads the coupon,
 * conference, promotion or partner it is about, and renders the shared login/register view.
 */
export async function EntryView({ routeDefault, searchParams, partner = null }: { routeDefault: TDialog | null; searchParams: TSearchParams; partner?: TPartnerInfo | null }) {
  const initial = parseDialogParams(searchParams);
  const locale = await getLocale();
  const context = await loadEntryContext(await getDb(), [initial, routeDefault], { now: new Date(), locale: isLocale(locale) ? locale : "en", partner });
  return (
    <SignupView
      routeDefault={routeDefault}
      initial={initial}
      context={context}
      callbackUrl={safeCallbackPath(first(searchParams.callbackUrl)) ?? undefined}
      loginNotice={first(searchParams.e) === "loginWithToken" ? "loginWithToken" : undefined}
    />
  );
}

/** The page title of an entry page: "Sign up", "Log in" or "Get a quote". */
export async function entryMetadata(kind: TDialog["kind"] | "none"): Promise<Metadata> {
  const t = await getTranslations("signup.meta");
  return { title: t(kind) };
}

/** A coupon code from ?code= (buy-with-code pages), when it looks like one. */
export function codeParam(searchParams: TSearchParams): string | undefined {
  const code = first(searchParams.code)?.trim();
  return code && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : undefined;
}
