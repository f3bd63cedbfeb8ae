import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TargetForm } from "@/components/goals/target-form";
import { requireActor } from "@/lib/auth/current-user";
import { ownTarget } from "@/lib/goals/access";
import { targetFormData } from "@/lib/goals/page-data";
import { targetJson } from "@/lib/goals/queries";
import { AppError } from "@/lib/http/errors";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

type TProps = { params: Promise<{ id: string }> };

export const generateMetadata = titleMetadata("goals.edit");

/**
 * /app/goals/edit/{id}: the goal edit form: a mindset picker limited to two choices,
 * and saving goes back to the goals list. Only the target's author edits it: another counselor's
 * target, shared or not, is this page's 404 (a shared one is read on its comments page).
 */
export default async function EditTargetPage({ params }: TProps) {
  const denied = await guardArea("goals");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const raw = (await params).id;
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  const db = await getDb();
  let row;
  try {
    row = await ownTarget(db, user.id, id);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
  const [t, target, data] = await Promise.all([getTranslations("goals.edit"), targetJson(db, user.id, row), targetFormData(db, actor)]);
  return (
    <PageShell width="4xl" back={{ href: "/app/goals", label: t("back"), className: "text-sm text-brand-700 underline hover:text-brand-800" }} title={t("title")}>
      <TargetForm form="edit" initial={target} {...data} />
    </PageShell>
  );
}
