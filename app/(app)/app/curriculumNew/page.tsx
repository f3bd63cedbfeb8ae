import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CurriculumForm } from "@/components/curriculum/curriculum-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { curriculumFormData } from "@/lib/curriculum/page-data";
import { todayIn } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("curriculum.form"))("newTitle") };
}

/** /app/curriculumNew: a new curriculum action plan; saved, 'Created.' shows for 0.8 s and the list with type other opens. */
export default async function CurriculumNewPage() {
  const denied = await guardArea("curriculumNew");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const [t, data] = await Promise.all([getTranslations("curriculum.form"), curriculumFormData(db, user)]);
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <Link href="/app/mbActionPlan/other" className="text-sm text-brand-700 underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
        <p className="max-w-3xl text-slate-700">{t("intro")}</p>
      </header>
      <CurriculumForm initial={null} data={data} today={todayIn(user.timezone, new Date())} />
    </div>
  );
}
