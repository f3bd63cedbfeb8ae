import { EntryView, codeParam, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("quote");

/** /step2quoteCoupon?code=: the quote panel in coupon mode (mode 4), with the coupon of the link. */
export default async function StepTwoQuoteCouponPage({ searchParams }: TEntryPageProps) {
  const params = await searchParams;
  const code = codeParam(params);
  return <EntryView routeDefault={code ? { kind: "quote", mode: "4", coupon: code } : ENTRY_ROUTES.step2quoteCoupon} searchParams={params} />;
}
