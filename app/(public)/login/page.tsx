import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("login");

/**
 * /login: the shared login/register view opening the login dialog after 1 second. Keeps
 * ?callbackUrl= (where a signed-out visitor was going) and ?e=loginWithToken (a failed token link).
 */
export default async function LoginPage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.login} searchParams={await searchParams} />;
}
