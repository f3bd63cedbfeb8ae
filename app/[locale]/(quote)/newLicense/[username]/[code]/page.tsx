import { notFound } from "next/navigation";
import { QuotePage, quotePageMetadata, type TSearchParams } from "@/components/billing/quote-page";
import { cleanSegment } from "@/lib/http/text";

export const generateMetadata = quotePageMetadata;

/**
 * /newLicense/{username}/{code}: the licence quote and renewal page; code is a
 * coupon or the sign-up dialog's word. Reads isNewUser, partnerID, date ('max' | 'SW') and k (the
 * signed link handed out right after sign-up).
 */
export default async function NewLicensePage({ params, searchParams }: { params: Promise<{ username: string; code: string }>; searchParams: Promise<TSearchParams> }) {
  const { username, code } = await params;
  const query = await searchParams;
  // A control character names no user, coupon or link: not found, before any look-up.
  if ([username, code, ...Object.values(query).flat()].some((v) => v !== undefined && cleanSegment(v) === null)) notFound();
  return <QuotePage rawUsername={username} code={code} partnerSegment={null} path={`/newLicense/${username}/${code}`} searchParams={query} />;
}
