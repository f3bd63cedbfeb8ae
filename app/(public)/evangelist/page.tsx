import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("evangelist");

export default function EvangelistPage() {
  return <InfoPage ns="evangelist" actions={[{ href: "/scheduleDemo", key: "talk", primary: true }, { href: "/ambassador", key: "ambassador" }]} />;
}
