import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("login");

/**
 * /auth, a public route: the sign-in page, a real page rather than the /{dinamic}
 * conference catch-all. The shared login/register view opens the login dialog after 1 second, as
 * /login does, and keeps ?callbackUrl= and ?e=loginWithToken.
 */
export default function AuthPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.login} />;
}
