import { appointmentMetadata } from "@/components/pages/appointment-meta";
import { AppointmentPage } from "@/components/pages/appointment-page";

export const generateMetadata = () => appointmentMetadata("appointment");

/** /appointment/:username: the appointment request wizard for this counselor. */
export default async function CounselorAppointmentPage({ params }: { params: Promise<{ username: string }> }) {
  return <AppointmentPage username={(await params).username} kind="appointment" />;
}
