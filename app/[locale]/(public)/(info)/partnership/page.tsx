import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("partnership");

export default function PartnershipPage() {
  return <InfoPage ns="partnership" actions={[{ href: "/scheduleDemo", key: "talk", primary: true }, { href: "/feedback", key: "write" }]} />;
}
