import { DemoRequestPage, demoMetadata } from "@/components/pages/demo-request-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => demoMetadata(2);

/** /scheduleTraining: ask for a training for a team (type 2). */
export default function ScheduleTrainingPage() {
  return <DemoRequestPage type={2} />;
}
