import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { SurveyForm } from "@/components/surveys/survey-form";

export async function generateMetadata() {
  return { title: (await getTranslations("surveys.form"))("titleNew") };
}

/** /app/survey/new: a new survey; creating it goes back to the list with 'Created.'. */
export default async function NewSurveyPage() {
  const denied = await guardArea("survey");
  if (denied) return denied;
  const t = await getTranslations("surveys.form");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <Link href="/app/surveys" className="text-sm text-brand-700 hover:underline">
          ← {t("back")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("titleNew")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      <SurveyForm initial={null} listHref="/app/surveys" />
    </div>
  );
}
