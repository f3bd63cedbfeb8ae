import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ScheduleForm } from "@/components/schedules/schedule-form";
import { scheduleFormData } from "@/lib/schedules/page-data";

export async function generateMetadata() {
  return { title: (await getTranslations("schedules.form"))("newTitle") };
}

/** /app/schedule/new: a new item of the counselor's own master schedule. */
export default async function NewScheduleItemPage() {
  const denied = await guardArea("schedule");
  if (denied) return denied;
  const [t, data] = await Promise.all([getTranslations("schedules.form"), scheduleFormData(await getLocale(), null)]);
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <Link href="/app/schedule" className="text-sm text-brand-700 underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
        <p className="max-w-3xl text-slate-700">{t("intro")}</p>
      </header>
      <ScheduleForm {...data} />
    </div>
  );
}
