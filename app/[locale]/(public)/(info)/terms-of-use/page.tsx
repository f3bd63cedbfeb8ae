import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { INFO_ACTIONS } from "../info-actions";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("terms");

export default function TermsOfUsePage() {
  return <InfoPage ns="terms" actions={INFO_ACTIONS.terms} />;
}
