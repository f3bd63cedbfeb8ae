import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { publicDistrictAnalysis } from "@/lib/analysis/public-district";
import { formatDisplayDate } from "@/lib/i18n/format";
import { AnalysisView } from "@/components/analysis/analysis-view";

// /sd/{LEAID} (publishUseofTimeAnalysis): a district's aggregate use of time, when the district has
// chosen to publish it; 404 otherwise. Aggregates only: no counselor or student names.

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
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="space-y-2" data-print-keep="">
        <h1 className="text-2xl font-semibold">{t("title", { district: data.district.name, state: data.district.state })}</h1>
        <p className="text-slate-700">{t("intro", { count: data.counselorCount, target: data.target })}</p>
        <p className="text-sm text-slate-500">{t("asOf", { date: formatDisplayDate(data.today) })}</p>
      </header>
      <AnalysisView title={t("analysisTitle")} periods={data.periods} target={data.target} pdfQuery={null} initialPeriod="schoolYear" />
      <p className="text-xs text-slate-500">{t("privacy")}</p>
    </div>
  );
}
