import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("register");

/** /free2019: registration with tag free2019. */
export default async function FreeTwo019Page({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.free2019} searchParams={await searchParams} />;
}
