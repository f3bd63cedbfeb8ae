import { QuotePage, quotePageMetadata, type TSearchParams } from "@/components/billing/quote-page";

export const generateMetadata = quotePageMetadata;

/**
 * /newLicense/{username}/{code}: the licence quote and renewal page (spec 2 section 2); code is a
 * coupon or the sign-up dialog's word. Reads isNewUser, partnerID, date ('max' | 'SW') and k (the
 * signed link handed out right after sign-up).
 */
export default async function NewLicensePage({ params, searchParams }: { params: Promise<{ username: string; code: string }>; searchParams: Promise<TSearchParams> }) {
  const { username, code } = await params;
  return <QuotePage rawUsername={username} code={code} partnerSegment={null} path={`/newLicense/${username}/${code}`} searchParams={await searchParams} />;
}
