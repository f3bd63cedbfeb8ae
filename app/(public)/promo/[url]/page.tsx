import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { EntryView, entryMetadata, type TSearchParams } from "@/components/signup/entry-view";
import { getDb } from "@/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { promoDialog } from "@/lib/signup/rules";
import { findPromo } from "@/lib/signup/promos";
import { todayIn } from "@/lib/users/rules";

export const generateMetadata = () => entryMetadata("quote");

/** /promo/{url}: "quote mode nsclc with the url passed through. An unknown promo goes to /." */
export default async function PromoPage({ params, searchParams }: { params: Promise<{ url: string }>; searchParams: Promise<TSearchParams> }) {
  const { url } = await params;
  const locale = await getLocale();
  const promo = await findPromo(await getDb(), { urlName: url }, { today: todayIn("America/New_York", new Date()), locale: isLocale(locale) ? locale : "en" });
  const dialog = promoDialog(promo?.urlName ?? url, !!promo);
  if (dialog === "home") redirect("/");
  return <EntryView routeDefault={dialog} searchParams={await searchParams} />;
}
