import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("privacy");

export default function PrivacyPage() {
  return <InfoPage ns="privacy" actions={[{ href: "/feedback", key: "contact" }]} />;
}
