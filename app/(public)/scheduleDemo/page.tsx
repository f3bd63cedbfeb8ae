import { DemoRequestPage, demoMetadata } from "@/components/pages/demo-request-page";

export const generateMetadata = () => demoMetadata(1);

/** /scheduleDemo: ask for a demo (type 1). */
export default function ScheduleDemoPage() {
  return <DemoRequestPage type={1} />;
}
