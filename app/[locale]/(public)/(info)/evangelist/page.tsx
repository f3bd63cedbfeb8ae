import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("evangelist");

export default function EvangelistPage() {
  return <InfoPage ns="evangelist" actions={[{ href: "/scheduleDemo", key: "talk", primary: true }, { href: "/ambassador", key: "ambassador" }]} />;
}
