import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/** /step3quote: the quote panel in buy mode (mode 2). */
export default function Step3quotePage() {
  return <EntryView routeDefault={ENTRY_ROUTES.step3quote} />;
}
