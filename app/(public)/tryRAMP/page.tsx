import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("register");

/** /tryRAMP (and /tryramp through the catch-all): registration with tag ramp. */
export default async function TryRAMPPage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.tryRAMP} searchParams={await searchParams} />;
}
