import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { SurveyRangeForm } from "@/components/survey-answers/parts";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { PageSection } from "@/components/ui/page/page-section";
import { PageShell } from "@/components/ui/page/page-shell";
import { surveyFilterQuery, type TSurveyFilter } from "@/lib/survey-answers/schemas";

type TAnswers<TRow> = { rows: TRow[]; total: number; page: number; pages: number };

/**
 * The page of a survey's answers (sign-up or training): the date range, the per-question counts
 * (left out while nothing was answered), then one row per answer, paged. The surveys differ only
 * in their columns and their question summaries.
 */
export async function SurveyAnswersView<TRow extends { id: number }>({
  survey,
  base,
  filter,
  data,
  columns,
  summaries,
}: {
  survey: "signup" | "training";
  base: string;
  filter: TSurveyFilter;
  data: TAnswers<TRow>;
  columns: TColumn<TRow>[];
  summaries: ReactNode;
}) {
  const t = await getTranslations("surveyAnswers");
  return (
    <PageShell title={t(`${survey}.title`)} intro={t(`${survey}.intro`)}>
      <SurveyRangeForm base={base} filter={filter} />
      <PageSection id="survey-summary" title={t("summary", { count: data.total })} className="space-y-3">
        {data.total === 0 ? null : <div className="grid gap-4 lg:grid-cols-3">{summaries}</div>}
      </PageSection>
      <PageSection id="survey-rows" title={t("answers")} className="space-y-3">
        <DataTable
          columns={columns}
          rows={data.rows}
          rowKey={(r) => r.id}
          caption={t(`${survey}.title`)}
          empty={filter.from || filter.to ? t("noneInRange") : t("empty")}
          pager={{
            page: data.page,
            pages: data.pages,
            always: true,
            label: t("paging"),
            status: t("pageOf", { page: data.page, pages: data.pages, total: data.total }),
            href: (p) => `${base}${surveyFilterQuery(filter, p)}`,
          }}
        />
      </PageSection>
    </PageShell>
  );
}
