import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("ambassadors");

export default function AmbassadorsPage() {
  return <InfoPage ns="ambassadors" actions={INFO_ACTIONS.ambassadors} />;
}
