import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("terms");

export default function TermsOfUsePage() {
  return <InfoPage ns="terms" actions={[{ href: "/privacy", key: "privacy" }, { href: "/feedback", key: "contact" }]} />;
}
