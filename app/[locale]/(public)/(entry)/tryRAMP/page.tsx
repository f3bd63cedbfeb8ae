import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("register");

/** /tryRAMP (and /tryramp through the catch-all): registration with tag ramp. */
export default function TryRAMPPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.tryRAMP} />;
}
