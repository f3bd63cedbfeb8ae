import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/** /buy: quote mode 2 after 1 second. */
export default function BuyPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.buy} />;
}
