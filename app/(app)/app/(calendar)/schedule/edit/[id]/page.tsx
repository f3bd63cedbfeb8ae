import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ScheduleForm } from "@/components/schedules/schedule-form";
import { scheduleFormData } from "@/lib/schedules/page-data";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("schedules.form", "editTitle");

/** /app/schedule/edit/{id}: one of the counselor's own items (another's is a 404; a managed counselor's is read on the list). */
export default async function EditScheduleItemPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("schedule");
  if (denied) return denied;
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [t, data] = await Promise.all([getTranslations("schedules.form"), scheduleFormData(await getLocale(), Number(id))]);
  if (!data.item) notFound();
  return (
    <PageShell back={{ href: "/app/schedule", label: t("back"), className: "text-sm text-brand-700 underline" }} title={t("editTitle")}>
      <ScheduleForm {...data} />
    </PageShell>
  );
}
