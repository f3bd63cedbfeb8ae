import { InfoPage, infoMetadata } from "@/components/pages/info-page";

export const generateMetadata = () => infoMetadata("jobs");

export default function JobsPage() {
  return <InfoPage ns="jobs" actions={[{ href: "mailto:jobs@scuta.app", key: "apply", primary: true }, { href: "/feedback", key: "question" }]} />;
}
