import { getLocale, getTranslations } from "next-intl/server";
import { Actions, PageFrame, Section, infoMetadata, infoSections } from "@/components/pages/info-page";
import { NextTrainingDate } from "@/components/training/next-training-date";
import { localeParams } from "@/lib/i18n/static";
import { PageSection } from "@/components/ui/page/page-section";

// Prerendered in every language; the next session's date is computed in the browser.
export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("trainings");

/** /trainings: the weekly free live training (Wednesday 3 PM Eastern) and the on-demand trainings. */
export default async function TrainingsPage() {
  const t = await getTranslations("pages.trainings");
  const sections = await infoSections("trainings");
  return (
    <PageFrame title={t("title")} intro={t("intro")}>
      <PageSection id="live-title" title={t("live.title")} className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-6" headingClassName="text-xl font-semibold text-slate-900">
        <p className="text-slate-800">{t("live.body")}</p>
        <p className="text-lg font-semibold text-brand-800">
          <NextTrainingDate initialNow={new Date().toISOString()} template={t.raw("live.next") as string} locale={await getLocale()} />
        </p>
        <Actions
          actions={[
            { href: "/trainSchedule", label: t("live.join"), primary: true },
            { href: "/home/getAddTrainingToCalendarIcs", label: t("live.calendar") },
          ]}
        />
      </PageSection>
      {sections.map(([id, s]) => (
        <Section key={id} id={id} section={s} />
      ))}
      <Actions
        actions={[
          { href: "/scheduleTraining", label: t("actions.custom"), primary: true },
          { href: "/trainingsurvey", label: t("actions.survey") },
        ]}
      />
    </PageFrame>
  );
}
