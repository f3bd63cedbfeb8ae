import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("register");

/** /TryForFree: opens registration after 1 second. */
export default async function TryForFreePage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.TryForFree} searchParams={await searchParams} />;
}
