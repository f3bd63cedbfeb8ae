import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("conferenceShirts");

export default function ConferenceShirtsPage() {
  return <InfoPage ns="conferenceShirts" actions={[{ href: "/conferences", key: "conferences", primary: true }, { href: "/feedback", key: "ask" }]} />;
}
