import { DemoRequestPage, demoMetadata } from "@/components/pages/demo-request-page";

export const generateMetadata = () => demoMetadata(1);

/** /scheduleDemo/:username: the demo request after a sign-up (or to reach an ambassador), type 1. */
export default async function ScheduleDemoForUserPage({ params }: { params: Promise<{ username: string }> }) {
  const { username } = await params;
  return <DemoRequestPage type={1} username={username} />;
}
