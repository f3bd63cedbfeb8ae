import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/** /step2quote: the quote panel (mode 1). */
export default function StepTwoquotePage() {
  return <EntryView routeDefault={ENTRY_ROUTES.step2quote} />;
}
