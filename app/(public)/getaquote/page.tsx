import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("quote");

/** /getaquote: quote mode 1 after 1 second. */
export default async function GetaquotePage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.getaquote} searchParams={await searchParams} />;
}
