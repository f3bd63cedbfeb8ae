import { appointmentMetadata } from "@/components/pages/appointment-meta";
import { AppointmentPage } from "@/components/pages/appointment-page";

export const generateMetadata = () => appointmentMetadata("dropin");

/** /dropin/:username: the drop-in request wizard ("now") for this counselor. */
export default async function CounselorDropinPage({ params }: { params: Promise<{ username: string }> }) {
  return <AppointmentPage username={(await params).username} kind="dropin" />;
}
