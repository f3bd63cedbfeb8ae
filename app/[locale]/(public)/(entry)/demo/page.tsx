import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/** /demo: quote mode 3 (demo and training) after 1 second. */
export default function DemoPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.demo} />;
}
