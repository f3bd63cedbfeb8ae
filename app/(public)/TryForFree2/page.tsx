import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("register");

/** /TryForFree2: opens registration after 1 second. */
export default async function TryForFreeTwoPage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.TryForFree2} searchParams={await searchParams} />;
}
