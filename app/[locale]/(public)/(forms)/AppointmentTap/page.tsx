import { getTranslations } from "next-intl/server";
import { appointmentMetadata } from "@/components/pages/appointment-meta";
import { AppointmentPage } from "@/components/pages/appointment-page";
import { CounselorPicker } from "@/components/pages/counselor-picker";
import { PageFrame } from "@/components/pages/info-page";

// Per visit: it reads the query string or the signed-in user.
export const dynamic = "force-dynamic";

export const generateMetadata = () => appointmentMetadata("appointment");

/**
 * /AppointmentTap: the tap (kiosk) variant, e.g. a tablet outside the counseling office. It is set
 * up once with ?counselor=username; after each request the wizard starts over for the next student.
 */
export default async function AppointmentTapPage({ searchParams }: { searchParams: Promise<{ counselor?: string | string[] }> }) {
  const picked = (await searchParams).counselor;
  const username = (Array.isArray(picked) ? picked[0] : picked)?.trim();
  if (username) return <AppointmentPage username={username.slice(0, 64)} kind="appointment" kiosk />;
  const t = await getTranslations("pages.appointment.kiosk");
  return (
    <PageFrame title={t("title")} intro={t("intro")}>
      <CounselorPicker action="/AppointmentTap" />
    </PageFrame>
  );
}
