import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("register");

/** /registration, the login's registration sub-route: the sign-up page itself (as /register), never the conference catch-all. */
export default function RegistrationPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.register} />;
}
