import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("accessibility");

export default function AccessibilityPage() {
  return <InfoPage ns="accessibility" actions={[{ href: "/feedback", key: "report", primary: true }]} />;
}
