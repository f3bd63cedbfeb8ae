import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("conferenceShirts");

export default function ConferenceShirtsPage() {
  return <InfoPage ns="conferenceShirts" actions={[{ href: "/conferences", key: "conferences", primary: true }, { href: "/feedback", key: "ask" }]} />;
}
