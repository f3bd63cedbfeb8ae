import { FundingLookup } from "@/components/pages/funding-lookup";
import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("funding");

/** /funding: zip → school → Title I allocation and district, and how SCUTA can be paid from federal funds. */
export default function FundingPage() {
  return (
    <InfoPage
      ns="funding"
      before={<FundingLookup />}
      actions={[
        { href: "/getaquote", key: "quote", primary: true },
        { href: "/scheduleDemo", key: "demo" },
      ]}
    />
  );
}
