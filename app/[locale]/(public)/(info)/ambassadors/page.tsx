import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("ambassadors");

export default function AmbassadorsPage() {
  return <InfoPage ns="ambassadors" actions={[{ href: "/scheduleDemo", key: "connect", primary: true }, { href: "/ambassador", key: "become" }]} />;
}
