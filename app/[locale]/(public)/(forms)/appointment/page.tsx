import { appointmentMetadata } from "@/components/pages/appointment-meta";
import { CounselorChoicePage } from "@/components/pages/counselor-choice-page";

// Per visit: it reads the query string or the signed-in user.
export const dynamic = "force-dynamic";

export const generateMetadata = () => appointmentMetadata("appointment");

/** /appointment: pick the counselor by username. */
export default function AppointmentChoicePage({ searchParams }: { searchParams: Promise<{ counselor?: string | string[] }> }) {
  return <CounselorChoicePage base="/appointment" searchParams={searchParams} />;
}
