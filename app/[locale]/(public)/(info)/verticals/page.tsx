import { InfoPage, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("verticals");

export default function VerticalsPage() {
  return <InfoPage ns="verticals" actions={[{ href: "/TryForFree", key: "trial", primary: true }, { href: "/getaquote", key: "quote" }, { href: "/scheduleDemo", key: "demo" }]} />;
}
