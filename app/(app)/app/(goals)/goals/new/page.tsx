import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TargetForm } from "@/components/goals/target-form";
import { requireActor } from "@/lib/auth/current-user";
import { targetFormData } from "@/lib/goals/page-data";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("goals.new");

/** /app/goals/new: the new-target form; a third standard shows the new-target form's 'Save Goal' text. */
export default async function NewTargetPage() {
  const denied = await guardArea("goals");
  if (denied) return denied;
  const actor = await requireActor();
  const [t, data] = await Promise.all([getTranslations("goals"), targetFormData(await getDb(), actor)]);
  return (
    <PageShell
      width="4xl"
      back={{ href: "/app/goals", label: t("edit.back"), className: "text-sm text-brand-700 underline hover:text-brand-800" }}
      title={t("new.title")}
      intro={t("new.intro")}
      introClassName="text-slate-700"
    >
      <TargetForm form="new" initial={null} {...data} />
    </PageShell>
  );
}
