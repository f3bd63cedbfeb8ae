import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("login");

/**
 * /login: the shared login/register view opening the login dialog after 1 second. Keeps
 * ?callbackUrl= (where a signed-out visitor was going) and ?e=loginWithToken (a failed token link).
 */
export default function LoginPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.login} />;
}
