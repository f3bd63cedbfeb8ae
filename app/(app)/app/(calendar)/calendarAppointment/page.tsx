import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { getAppointmentPage } from "@/lib/appointments/queries";
import { AppointmentBoard } from "@/components/appointments/appointment-board";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";

type TProps = { searchParams: Promise<{ counselor?: string }> };

export const generateMetadata = titleMetadata("appointments");

// The appointment calendar (the secretary's home): the counselors of the secretary's
// school, the chosen counselor's week as busy blocks, and their pending public requests to accept
// (they become events) or decline (the requester is emailed). A counselor sees their own.
export default async function CalendarAppointmentPage({ searchParams }: TProps) {
  const denied = await guardArea("calendarAppointment");
  if (denied) return denied;
  const actor = await requireActor();
  const requested = Number((await searchParams).counselor);
  const page = await getAppointmentPage(await getDb(), actor, Number.isSafeInteger(requested) && requested > 0 ? requested : null);
  const t = await getTranslations("appointments");
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{page.confidential ? t("introCounselor") : t("introSecretary")}</p>
      </div>
      {page.counselorId === null ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700" data-testid="no-counselors">
          {t("noCounselors")}
        </p>
      ) : (
        <AppointmentBoard key={page.counselorId} counselors={page.counselors} counselorId={page.counselorId} requests={page.requests} confidential={page.confidential} timezone={page.timezone} />
      )}
    </section>
  );
}
