import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

// The promotion is read from the database: rendered on the first request in each language, then
// cached and refreshed at most a minute after an administrator changes it.
export const revalidate = 60;
export const generateMetadata = () => entryMetadata("quote");

/** /hatch: quote mode hatch. */
export default function HatchPage() {
  return <EntryView routeDefault={ENTRY_ROUTES.hatch} />;
}
