import { EntryView, codeParam, entryMetadata, type TEntryPageProps } from "@/components/signup/entry-view";
import { ENTRY_ROUTES } from "@/lib/signup/dialogs";

export const generateMetadata = () => entryMetadata("quote");

/** /buyWihCode?code=: buy with a coupon code: the quote panel in coupon mode (mode 4). */
export default async function BuyWithCodePage({ searchParams }: TEntryPageProps) {
  const params = await searchParams;
  const code = codeParam(params);
  return <EntryView routeDefault={code ? { kind: "quote", mode: "4", coupon: code } : ENTRY_ROUTES.buyWihCode} searchParams={params} />;
}
