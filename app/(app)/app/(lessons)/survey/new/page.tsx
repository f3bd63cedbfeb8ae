import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { SurveyForm } from "@/components/surveys/survey-form";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("surveys.form", "titleNew");

/** /app/survey/new: a new survey; creating it goes back to the list with 'Created.'. */
export default async function NewSurveyPage() {
  const denied = await guardArea("survey");
  if (denied) return denied;
  const t = await getTranslations("surveys.form");
  return (
    <PageShell
      width="4xl"
      back={{ href: "/app/surveys", label: <>← {t("back")}</>, className: "text-sm text-brand-700 hover:underline" }}
      title={t("titleNew")}
      intro={t("intro")}
      introClassName="text-slate-700"
    >
      <SurveyForm initial={null} listHref="/app/surveys" />
    </PageShell>
  );
}
