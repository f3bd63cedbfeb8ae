import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("register");

/** /register: opens the registration dialog after 1 second. */
export default async function RegisterPage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.register} searchParams={await searchParams} />;
}
