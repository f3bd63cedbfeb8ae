import { notFound } from "next/navigation";
import { QuotePage, quotePageMetadata, type TSearchParams } from "@/components/billing/quote-page";
import { cleanSegment } from "@/lib/http/text";

export const generateMetadata = quotePageMetadata;

/** /newLicensePartner/{username}/{partnerID}: the same quote page with the partner's discount. */
export default async function NewLicensePartnerPage({ params, searchParams }: { params: Promise<{ username: string; partnerID: string }>; searchParams: Promise<TSearchParams> }) {
  const { username, partnerID } = await params;
  const query = await searchParams;
  // A control character names no user, partner or link: not found, before any look-up.
  if ([username, partnerID, ...Object.values(query).flat()].some((v) => v !== undefined && cleanSegment(v) === null)) notFound();
  return <QuotePage rawUsername={username} code={null} partnerSegment={partnerID} path={`/newLicensePartner/${username}/${partnerID}`} searchParams={query} />;
}
