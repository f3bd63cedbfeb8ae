import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("partnership");

export default function PartnershipPage() {
  return <InfoPage ns="partnership" actions={INFO_ACTIONS.partnership} />;
}
