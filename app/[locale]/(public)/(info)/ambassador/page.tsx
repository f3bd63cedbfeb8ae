import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("ambassador");

export default function AmbassadorPage() {
  return <InfoPage ns="ambassador" actions={INFO_ACTIONS.ambassador} />;
}
