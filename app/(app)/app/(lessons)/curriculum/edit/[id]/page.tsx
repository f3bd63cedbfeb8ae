import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CurriculumForm } from "@/components/curriculum/curriculum-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { getCurriculum } from "@/lib/curriculum/queries";
import { curriculumFormData } from "@/lib/curriculum/page-data";
import { AppError } from "@/lib/http/errors";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("curriculum.form", "editTitle");

type TProps = { params: Promise<{ id: string }> };

/** /app/curriculum/edit/{id}: edits one of the user's plans; on save returns to the list with type other. */
export default async function CurriculumEditPage({ params }: TProps) {
  const denied = await guardArea("curriculum");
  if (denied) return denied;
  const { id: raw } = await params;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) <= 0 || Number(raw) > 2_147_483_647) notFound();
  const actor = await requireActor();
  const db = await getDb();
  let plan;
  try {
    plan = await getCurriculum(db, actor, Number(raw));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  // A manager reads a managed counselor's plan on the list; only its owner edits it.
  if (!plan.isOwner) return <Forbidden />;
  const [t, data] = await Promise.all([getTranslations("curriculum.form"), curriculumFormData(db, actor)]);
  return (
    <PageShell width="5xl" back={{ href: "/app/mbActionPlan/other", label: t("back"), className: "text-sm text-brand-700 underline" }} title={t("editTitle")} tight>
      <CurriculumForm initial={plan} data={data} today={todayIn(actor.user.timezone, new Date())} />
    </PageShell>
  );
}
