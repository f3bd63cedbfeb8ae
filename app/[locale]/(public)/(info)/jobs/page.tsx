import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("jobs");

export default function JobsPage() {
  return <InfoPage ns="jobs" actions={[{ href: "mailto:jobs@scuta.app", key: "apply", primary: true }, { href: "/feedback", key: "question" }]} />;
}
