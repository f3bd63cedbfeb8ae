import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("verticals");

export default function VerticalsPage() {
  return <InfoPage ns="verticals" actions={INFO_ACTIONS.verticals} />;
}
