import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("login");

/**
 * /signin, the login's sign-in sub-route: the sign-in page itself (as /login and /auth), never the
 * /{dinamic} conference catch-all, so an old "sign in" link cannot land on a missing conference.
 */
export default function SigninPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.login} />;
}
