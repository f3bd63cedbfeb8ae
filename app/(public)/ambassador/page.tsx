import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("ambassador");

export default function AmbassadorPage() {
  return <InfoPage ns="ambassador" actions={[{ href: "/scheduleDemo", key: "apply", primary: true }, { href: "/ambassadors", key: "meet" }]} />;
}
