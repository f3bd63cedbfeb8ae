import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("accessibility");

export default function AccessibilityPage() {
  return <InfoPage ns="accessibility" actions={[{ href: "/feedback", key: "report", primary: true }]} />;
}
