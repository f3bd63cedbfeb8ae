import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("register");

/** /register: opens the registration dialog after 1 second. */
export default function RegisterPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.register} />;
}
