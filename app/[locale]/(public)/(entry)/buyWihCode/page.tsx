import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/** /buyWihCode?code=: buy with a coupon code: the quote panel in coupon mode (mode 4). */
export default function BuyWithCodePage() {
  // The coupon of ?code= is read in the browser (the page is the same for every code).
  return <EntryView routeDefault={ENTRY_ROUTES.buyWihCode} source="code" />;
}
