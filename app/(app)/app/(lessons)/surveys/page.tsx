import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { DeleteSurveyButton } from "@/components/surveys/delete-survey-button";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { listOwnSurveys } from "@/lib/surveys/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("surveys.list");

/** /app/surveys: the counselor's surveys, searched by name, with their statements and the lessons using them. */
export default async function SurveysPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("surveys");
  if (denied) return denied;
  const raw = (await searchParams).search;
  // A search is one line of text: control characters are dropped, the length capped.
  const search = (Array.isArray(raw) ? raw[0] : (raw ?? ""))
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 100);
  const actor = await requireActor();
  const t = await getTranslations("surveys.list");
  const surveys = await listOwnSurveys(await getDb(), actor, search);

  const columns: TColumn<(typeof surveys)[number]>[] = [
    {
      id: "name",
      header: t("colName"),
      rowHeader: true,
      cell: (s) => (
        <Link href={`/app/survey/edit/${s.id}`} className="text-brand-700 hover:underline">
          {s.name}
        </Link>
      ),
    },
    { id: "scale", header: t("colScale"), className: "text-slate-700", cell: (s) => t("steps", { count: s.likertLevels }) },
    { id: "statements", header: t("colStatements"), align: "end", className: "tabular-nums", cell: (s) => s.questions },
    { id: "lessons", header: t("colLessons"), align: "end", className: "tabular-nums", cell: (s) => s.lessons },
  ];
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        actions={
          <Link href="/app/survey/new" className={buttonClass("primary")} data-testid="survey-new">
            {t("add")}
          </Link>
        }
      />
      <ListFilters
        base="/app/surveys"
        idPrefix="survey"
        submitLabel={t("searchButton")}
        clearLabel={t("clear")}
        fields={[{ kind: "search", name: "search", label: t("search"), value: search, width: "w-72 max-w-full" }]}
      />
      <DataTable
        columns={columns}
        rows={surveys}
        rowKey={(s) => s.id}
        rowProps={() => ({ "data-testid": "survey-row" })}
        tableProps={{ "data-testid": "survey-table" }}
        caption={t("caption")}
        empty={search ? t("noMatch", { search }) : t("empty")}
        actions={{
          header: t("colActions"),
          cell: (s) => (
            <div className="flex justify-end gap-1">
              <Link href={`/app/survey/edit/${s.id}`} className={buttonClass("ghost", "px-2 py-1")} aria-label={t("editLabel", { name: s.name })}>
                {t("edit")}
              </Link>
              <DeleteSurveyButton id={s.id} name={s.name} lessons={s.lessons} />
            </div>
          ),
        }}
      />
    </div>
  );
}
