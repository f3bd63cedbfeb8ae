import { QuotePage, quotePageMetadata, type TSearchParams } from "@/components/billing/quote-page";

export const generateMetadata = quotePageMetadata;

/** /newLicensePartner/{username}/{partnerID}: the same quote page with the partner's discount (spec 2 section 2). */
export default async function NewLicensePartnerPage({ params, searchParams }: { params: Promise<{ username: string; partnerID: string }>; searchParams: Promise<TSearchParams> }) {
  const { username, partnerID } = await params;
  return <QuotePage rawUsername={username} code={null} partnerSegment={partnerID} path={`/newLicensePartner/${username}/${partnerID}`} searchParams={await searchParams} />;
}
