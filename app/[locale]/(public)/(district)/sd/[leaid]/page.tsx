import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { publicDistrictAnalysis } from "@/lib/analysis/public-district";
import { formatDate } from "@/lib/i18n/format";
import { AnalysisView } from "@/components/analysis/analysis-view";

// /sd/{LEAID} (publishUseofTimeAnalysis): a district's aggregate use of time, when the district has
// chosen to publish it; 404 otherwise. Aggregates only: no counselor or student names, and below the
// privacy floor (MIN_PUBLISHED_COUNSELORS counselors with recorded time) a notice instead of figures.

type TParams = Promise<{ leaid: string }>;

async function load(leaid: string) {
  return publicDistrictAnalysis(await getDb(), leaid, new Date());
}

export async function generateMetadata({ params }: { params: TParams }) {
  const data = await load((await params).leaid);
  if (!data) return {};
  const t = await getTranslations("analysis.public");
  return { title: t("metaTitle", { district: data.district.name }) };
}

export default async function PublicDistrictAnalysisPage({ params }: { params: TParams }) {
  const data = await load((await params).leaid);
  if (!data) notFound();
  const t = await getTranslations("analysis.public");
  if (data.status === "withheld") {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <h1 className="text-2xl font-semibold">{t("title", { district: data.district.name, state: data.district.state })}</h1>
        <section role="status" className="rounded-lg border border-slate-200 bg-white p-6" data-testid="publish-withheld">
          <h2 className="text-lg font-semibold">{t("withheld")}</h2>
          <p className="mt-2 text-slate-700">{t("withheldHint", { district: data.district.name, min: data.minCounselors })}</p>
        </section>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="space-y-2" data-print-keep="">
        <h1 className="text-2xl font-semibold">{t("title", { district: data.district.name, state: data.district.state })}</h1>
        <p className="text-slate-700">{t("intro", { count: data.counselorCount, target: data.target })}</p>
        <p className="text-sm text-slate-500">{t("asOf", { date: formatDate(data.today, await getLocale()) })}</p>
      </header>
      <AnalysisView
        title={t("analysisTitle")}
        periods={data.periods}
        target={data.target}
        pdfQuery={null}
        initialPeriod={data.periods.some((p) => p.kind === "schoolYear") ? "schoolYear" : data.periods[0].kind}
      />
      <p className="text-xs text-slate-500">
        {t("privacy")}
        {data.partial ? ` ${t("partial", { min: data.minCounselors })}` : ""}
      </p>
    </div>
  );
}
