import { DemoRequestPage, demoMetadata } from "@/components/pages/demo-request-page";

export const generateMetadata = () => demoMetadata(2);

/** /scheduleTraining: ask for a training for a team (type 2). */
export default function ScheduleTrainingPage() {
  return <DemoRequestPage type={2} />;
}
