import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("evangelist");

export default function EvangelistPage() {
  return <InfoPage ns="evangelist" actions={INFO_ACTIONS.evangelist} />;
}
