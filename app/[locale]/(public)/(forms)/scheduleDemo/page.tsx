import { DemoRequestPage, demoMetadata } from "@/components/pages/demo-request-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => demoMetadata(1);

/** /scheduleDemo: ask for a demo (type 1). */
export default function ScheduleDemoPage() {
  return <DemoRequestPage type={1} />;
}
