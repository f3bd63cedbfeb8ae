import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { getDb } from "@/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { isEntryCode } from "@/lib/signup/dialogs";
import { promoDialog } from "@/lib/signup/rules";
import { findPromo } from "@/lib/signup/promos";
import { todayIn } from "@/lib/users/rules";

// Rendered on the first request for each promotion and language, then cached (a minute at most).
export const revalidate = 60;
export function generateStaticParams(): { url: string }[] {
  return [];
}
export const generateMetadata = () => entryMetadata("quote");

/** /promo/{url}: "quote mode nsclc with the url passed through. An unknown promo goes to /." */
export default async function PromoPage({ params }: { params: Promise<{ url: string }> }) {
  const { url } = await params;
  const locale = await getLocale();
  const promo = isEntryCode(url) ? await findPromo(await getDb(), { urlName: url }, { today: todayIn("America/New_York", new Date()), locale: isLocale(locale) ? locale : "en" }) : null;
  const dialog = promoDialog(promo?.urlName ?? url, !!promo);
  if (dialog === "home") redirect("/");
  return <EntryView routeDefault={dialog} />;
}
