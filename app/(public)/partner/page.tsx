import { headers } from "next/headers";
import { entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { PartnerEntry } from "@/components/signup/partner-entry";

export const generateMetadata = () => entryMetadata("quote");

/**
 * /partner: the login/register page with the partner's logo, name, background and discount, by
 * the request's host; ?partnerHost= names a host to try it (e.g. academy.localhost).
 */
export default async function PartnerPage({ searchParams }: TEntryPageProps) {
  const params = await searchParams;
  const asked = Array.isArray(params.partnerHost) ? params.partnerHost[0] : params.partnerHost;
  const host = asked?.trim() || (await headers()).get("host");
  return <PartnerEntry host={host} searchParams={params} />;
}
