import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CurriculumForm } from "@/components/curriculum/curriculum-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { curriculumFormData } from "@/lib/curriculum/page-data";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("curriculum.form", "newTitle");

/** /app/curriculumNew: a new curriculum action plan; saved, 'Created.' shows for 0.8 s and the list with type other opens. */
export default async function CurriculumNewPage() {
  const denied = await guardArea("curriculumNew");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const [t, data] = await Promise.all([getTranslations("curriculum.form"), curriculumFormData(db, actor)]);
  return (
    <PageShell
      width="5xl"
      back={{ href: "/app/mbActionPlan/other", label: t("back"), className: "text-sm text-brand-700 underline" }}
      title={t("newTitle")}
      intro={t("intro")}
      introClassName="max-w-3xl text-slate-700"
      tight
    >
      <CurriculumForm initial={null} data={data} today={todayIn(user.timezone, new Date())} />
    </PageShell>
  );
}
