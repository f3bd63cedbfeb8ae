import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("quote");

/** /quote: quote mode 1 after 1 second. */
export default async function QuotePage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.quote} searchParams={await searchParams} />;
}
