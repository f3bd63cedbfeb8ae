import { getDb } from "@/db/client";
import { EntryView, entryMetadata, type TSearchParams } from "@/components/signup/entry-view";
import { ENTRY_ROUTES, type TEntryRoute } from "@/lib/signup/dialogs";
import { conferenceDialog } from "@/lib/signup/rules";
import { findConference } from "@/lib/signup/queries";

type TProps = { params: Promise<{ dinamic: string }>; searchParams: Promise<TSearchParams> };

export const generateMetadata = () => entryMetadata("quote");

/**
 * The /{dinamic} catch-all: "the value 'train' opens quote mode train. Any other value is a
 * conference id. If the conference exists, quote mode 2 opens when its coupon is between 1 and 99,
 * else the default quote. If it does not exist, nothing happens." Entry routes that differ from
 * a page only in case (/tryforfree, /tryramp) land here too.
 */
export default async function DinamicPage({ params, searchParams }: TProps) {
  const value = safeDecode((await params).dinamic);
  if (Object.hasOwn(ENTRY_ROUTES, value)) return <EntryView routeDefault={ENTRY_ROUTES[value as TEntryRoute]} searchParams={await searchParams} />;
  const conference = value === "train" ? null : await findConference(await getDb(), value);
  return <EntryView routeDefault={conferenceDialog(value, conference)} searchParams={await searchParams} />;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
