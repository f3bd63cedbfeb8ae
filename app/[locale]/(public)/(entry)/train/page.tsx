import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/** /train: quote mode train (where /trainSchedule sends visitors who are not logged in). */
export default function TrainPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.train} />;
}
