import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TargetForm } from "@/components/goals/target-form";
import { requireActor } from "@/lib/auth/current-user";
import { targetFormData } from "@/lib/goals/page-data";

export async function generateMetadata() {
  return { title: (await getTranslations("goals.new"))("title") };
}

/** /app/goals/new: the new-target form (spec 3 §2.2); a third standard shows the new-target form's 'Save Goal' text. */
export default async function NewTargetPage() {
  const denied = await guardArea("goals");
  if (denied) return denied;
  const { user } = await requireActor();
  const [t, data] = await Promise.all([getTranslations("goals"), targetFormData(await getDb(), user)]);
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <Link href="/app/goals" className="text-sm text-brand-700 underline hover:text-brand-800">
          {t("edit.back")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("new.title")}</h1>
        <p className="text-slate-700">{t("new.intro")}</p>
      </header>
      <TargetForm form="new" initial={null} {...data} />
    </div>
  );
}
