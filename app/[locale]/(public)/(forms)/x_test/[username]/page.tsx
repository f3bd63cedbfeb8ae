import { appointmentMetadata } from "@/components/pages/appointment-meta";
import { AppointmentPage } from "@/components/pages/appointment-page";

export const generateMetadata = () => appointmentMetadata("appointment");

/** /x_test/:username (x_testParam): the appointment request wizard for this counselor. */
export default async function XTestAppointmentPage({ params }: { params: Promise<{ username: string }> }) {
  return <AppointmentPage username={(await params).username} kind="appointment" />;
}
