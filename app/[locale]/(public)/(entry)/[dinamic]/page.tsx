import { getDb } from "@/db/client";
import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { cleanSegment } from "@/lib/http/text";
import { ENTRY_ROUTES, isEntryCode, type TEntryRoute } from "@/lib/signup/dialogs";
import { conferenceDialog } from "@/lib/signup/rules";
import { findConference } from "@/lib/signup/queries";

// A conference page is rendered on its first request in each language, then served from the
// cache; an administrator's change refreshes it (lib/pages/public-cache.ts), at the latest a minute later.
export const revalidate = 60;
export function generateStaticParams(): { dinamic: string }[] {
  return [];
}
export const generateMetadata = () => entryMetadata("quote");

/**
 * The /{dinamic} catch-all: "the value 'train' opens quote mode train. Any other value is a
 * conference id. If the conference exists, quote mode 2 opens when its coupon is between 1 and 99,
 * else the default quote. If it does not exist, nothing happens." Entry routes that differ from
 * a page only in case (/tryforfree, /tryramp) land here too.
 */
export default async function DinamicPage({ params }: { params: Promise<{ dinamic: string }> }) {
  // A value with a control character names nothing: no dialog opens.
  const value = cleanSegment((await params).dinamic) ?? "";
  if (Object.hasOwn(ENTRY_ROUTES, value)) return <EntryView routeDefault={ENTRY_ROUTES[value as TEntryRoute]} />;
  const conference = value === "train" || !isEntryCode(value) ? null : await findConference(await getDb(), value);
  return <EntryView routeDefault={conferenceDialog(value, conference)} />;
}
