import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { findPublicCounselor } from "@/lib/pages/public-queries";
import { schoolWeeks, timeZoneLabel, type TAppointmentKind } from "@/lib/pages/rules";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { AppointmentWizard } from "./appointment-wizard";

/**
 * The appointment or drop-in request page of one counselor. The offered school days are those of
 * the counselor's time zone. An unknown username is a 404 whose route's not-found.tsx says
 * "counselor not found".
 */
export async function AppointmentPage({ username, kind, kiosk = false }: { username: string; kind: TAppointmentKind; kiosk?: boolean }) {
  const counselor = await findPublicCounselor(await getDb(), username);
  if (!counselor) notFound();
  const t = await getTranslations("pages.appointment");
  const zone = safeTimeZone(counselor.timezone);
  const now = new Date();
  const weeks = schoolWeeks(todayIn(zone, now));
  const zoneLabel = timeZoneLabel(zone, await getLocale(), now);
  return (
    <div className={`mx-auto ${kiosk ? "max-w-4xl text-lg" : "max-w-3xl"} space-y-6 px-4 py-10`}>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(kind === "dropin" ? "titleDropin" : "title", { name: counselor.name })}</h1>
        {counselor.schoolName ? <p className="text-slate-700">{counselor.schoolName}</p> : null}
        <p className="text-sm text-slate-600">{t("privacy", { name: counselor.name })}</p>
      </header>
      <AppointmentWizard counselor={{ ...counselor, timezone: zone }} kind={kind} weeks={weeks} zoneLabel={zoneLabel} kiosk={kiosk} />
    </div>
  );
}
