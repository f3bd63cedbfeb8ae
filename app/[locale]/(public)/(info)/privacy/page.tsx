import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("privacy");

export default function PrivacyPage() {
  return <InfoPage ns="privacy" actions={[{ href: "/feedback", key: "contact" }]} />;
}
