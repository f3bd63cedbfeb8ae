import { getDb } from "@/db/client";
import { partnerInfo } from "@/lib/signup/entry";
import { bareHost, findPartnerByHost } from "@/lib/signup/queries";
import { EntryView, type TSearchParams } from "./entry-view";

/**
 * "A partner page loads partner branding by host and opens quote mode 2 with partner data." A
 * host that belongs to no partner shows the plain login/register view. Also rendered by the home
 * page of a partner's host.
 */
export async function PartnerEntry({ host, searchParams }: { host: string | null; searchParams: TSearchParams }) {
  const partner = await findPartnerByHost(await getDb(), host);
  return <EntryView routeDefault={partner ? { kind: "quote", mode: "2" } : null} searchParams={searchParams} partner={partner ? partnerInfo(partner, bareHost(host)) : null} />;
}

/** Whether a host belongs to a partner (for the home page of a partner's host). */
export async function isPartnerHost(host: string | null): Promise<boolean> {
  return (await findPartnerByHost(await getDb(), host)) !== null;
}
