import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { DeleteSurveyButton } from "@/components/surveys/delete-survey-button";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { listOwnSurveys } from "@/lib/surveys/queries";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("surveys.list"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/surveys: the counselor's surveys, searched by name, with their statements and the lessons using them (spec 3 §2.1). */
export default async function SurveysPage({ searchParams }: TProps) {
  const denied = await guardArea("surveys");
  if (denied) return denied;
  const raw = (await searchParams).search;
  // A search is one line of text: control characters are dropped, the length capped.
  const search = (Array.isArray(raw) ? raw[0] : (raw ?? "")).replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 100);
  const actor = await requireActor();
  const t = await getTranslations("surveys.list");
  const surveys = await listOwnSurveys(await getDb(), actor.user.id, search);

  return (
    <div className="max-w-5xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        </div>
        <Link href="/app/survey/new" className={buttonClass("primary")} data-testid="survey-new">
          {t("add")}
        </Link>
      </header>
      <form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="survey-search" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="survey-search" name="search" type="search" defaultValue={search} maxLength={100} className={`${inputClass} w-72 max-w-full`} autoComplete="off" />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("searchButton")}
        </button>
        {search ? (
          <Link href="/app/surveys" className={buttonClass("ghost")}>
            {t("clear")}
          </Link>
        ) : null}
      </form>
      {surveys.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{search ? t("noMatch", { search }) : t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm" data-testid="survey-table">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("colName")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("colScale")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("colStatements")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("colLessons")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t("colActions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {surveys.map((s) => (
                <tr key={s.id} data-testid="survey-row">
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    <Link href={`/app/survey/edit/${s.id}`} className="text-brand-700 hover:underline">
                      {s.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2 text-slate-700">{t("steps", { count: s.likertLevels })}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{s.questions}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{s.lessons}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Link href={`/app/survey/edit/${s.id}`} className={buttonClass("ghost", "px-2 py-1")} aria-label={t("editLabel", { name: s.name })}>
                        {t("edit")}
                      </Link>
                      <DeleteSurveyButton id={s.id} name={s.name} lessons={s.lessons} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
