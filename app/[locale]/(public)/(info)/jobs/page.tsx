import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("jobs");

export default function JobsPage() {
  return <InfoPage ns="jobs" actions={INFO_ACTIONS.jobs} />;
}
