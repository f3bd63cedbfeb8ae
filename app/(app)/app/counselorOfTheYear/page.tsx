import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { AWARD_STATUSES } from "@/db/schema";
import { guardArea } from "@/components/shell/forbidden";
import { AwardActions } from "@/components/admin-lists/award-actions";
import { NominateForm } from "@/components/admin-lists/nominate-form";
import { ListEmpty, ListPager } from "@/components/admin-lists/pager";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { currentSchoolYear, listAwards } from "@/lib/admin-lists/awards";
import { displayName } from "@/lib/admin-lists/common";

export async function generateMetadata() {
  return { title: (await getTranslations("adminLists.awards"))("title") };
}

const yearLabel = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, "0")}`;

/** /app/counselorOfTheYear: nominations, finalists and the national winner of each school year (admins). */
export default async function CounselorOfTheYearPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("counselorOfTheYear");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminLists.awards");
  const tc = await getTranslations("adminLists.common");
  const now = new Date();
  const { rows, total, filter, years, pages } = await listAwards(await getDb(), user, await searchParams, now);
  const current = currentSchoolYear(user, now);
  const choices = [...new Set([current + 1, current, current - 1, ...years, filter.year])].sort((a, b) => b - a);
  const params = { year: filter.year, state: filter.state, status: filter.status };
  const filtered = Boolean(filter.state || filter.status);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="coy-year" className="block text-sm font-medium text-slate-700">{t("schoolYear")}</label>
          <select id="coy-year" name="year" defaultValue={String(filter.year)} className={inputClass}>
            {choices.map((y) => (
              <option key={y} value={y}>{yearLabel(y)}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="coy-state" className="block text-sm font-medium text-slate-700">{t("state")}</label>
          <input id="coy-state" name="state" defaultValue={filter.state ?? ""} maxLength={2} className={`${inputClass} w-20 uppercase`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="coy-status" className="block text-sm font-medium text-slate-700">{t("status")}</label>
          <select id="coy-status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{tc("all")}</option>
            {AWARD_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`statuses.${s}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>{tc("filter")}</button>
        {filtered ? <Link href={`/app/counselorOfTheYear?year=${filter.year}`} className="text-sm text-brand-700 underline">{tc("clear")}</Link> : null}
      </form>
      <h2 className="text-lg font-semibold">{t("yearHeading", { year: yearLabel(filter.year), total })}</h2>
      {rows.length === 0 ? (
        <ListEmpty filtered={filtered} />
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption", { year: yearLabel(filter.year) })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("counselor")}</th>
                <th scope="col" className="px-3 py-2">{t("state")}</th>
                <th scope="col" className="px-3 py-2">{t("note")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} data-award-row={r.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">{displayName(r)}</Link>
                    {r.status === "winner" ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t("statuses.winner")}</span> : null}
                    <span className="block text-xs font-normal text-slate-600">{[r.schoolName, r.email].filter(Boolean).join(" · ")}</span>
                  </th>
                  <td className="px-3 py-2">{r.state}</td>
                  <td className="max-w-xs whitespace-pre-line break-words px-3 py-2">{r.note}</td>
                  <td className="px-3 py-2"><AwardActions id={r.id} name={displayName(r)} status={r.status} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager base="/app/counselorOfTheYear" params={params} page={filter.page} pages={pages} total={total} />
      <NominateForm years={choices} defaultYear={filter.year} />
    </section>
  );
}
