import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("register");

/** /TryForFree2: opens registration after 1 second. */
export default function TryForFreeTwoPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.TryForFree2} />;
}
