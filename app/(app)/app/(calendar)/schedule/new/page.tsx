import { getLocale, getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ScheduleForm } from "@/components/schedules/schedule-form";
import { scheduleFormData } from "@/lib/schedules/page-data";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("schedules.form", "newTitle");

/** /app/schedule/new: a new item of the counselor's own master schedule. */
export default async function NewScheduleItemPage() {
  const denied = await guardArea("schedule");
  if (denied) return denied;
  const [t, data] = await Promise.all([getTranslations("schedules.form"), scheduleFormData(await getLocale(), null)]);
  return (
    <PageShell back={{ href: "/app/schedule", label: t("back"), className: "text-sm text-brand-700 underline" }} title={t("newTitle")} intro={t("intro")} introClassName="max-w-3xl text-slate-700">
      <ScheduleForm {...data} />
    </PageShell>
  );
}
