import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("quote");

/** /buy: quote mode 2 after 1 second. */
export default async function BuyPage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.buy} searchParams={await searchParams} />;
}
