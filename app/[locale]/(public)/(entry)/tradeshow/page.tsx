import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("register");

/** /tradeshow: a registration page (tag tradeshow). */
export default function TradeshowPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.tradeshow} />;
}
