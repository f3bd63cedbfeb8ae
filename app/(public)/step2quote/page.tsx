import { EntryView, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("quote");

/** /step2quote: the quote panel (mode 1). */
export default async function StepTwoquotePage({ searchParams }: TEntryPageProps) {
  return <EntryView routeDefault={ENTRY_ROUTES.step2quote} searchParams={await searchParams} />;
}
