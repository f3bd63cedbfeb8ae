import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("ambassador");

export default function AmbassadorPage() {
  return <InfoPage ns="ambassador" actions={[{ href: "/scheduleDemo", key: "apply", primary: true }, { href: "/ambassadors", key: "meet" }]} />;
}
