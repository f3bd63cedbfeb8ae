import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("conferenceShirts");

export default function ConferenceShirtsPage() {
  return <InfoPage ns="conferenceShirts" actions={INFO_ACTIONS.conferenceShirts} />;
}
