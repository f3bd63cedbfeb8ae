import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("register");

/** /free2019: registration with tag free2019. */
export default function FreeTwo019Page() {
  return <EntryView routeDefault={ENTRY_ROUTES.free2019} />;
}
