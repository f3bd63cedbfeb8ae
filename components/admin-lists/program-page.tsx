import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TUserProgram, TUserRow } from "@/db/schema";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { displayName } from "@/lib/admin-lists/common";
import { listMembers } from "@/lib/admin-lists/programs";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { EndMembership } from "./end-membership";
import { JoinForm } from "./join-form";
import { ListEmpty, ListPager } from "./pager";
import { MaxLengthInput } from "@/components/ui/max-length-field";

const BASE: Record<TUserProgram, string> = { evangelist: "/app/evangelist", ambassador: "/app/ambassadorList" };

/** The evangelist or ambassador list: members with school, district, state, since and reach; add and end memberships (admins). */
export async function ProgramPage({ program, user, searchParams }: { program: TUserProgram; user: TUserRow; searchParams: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations("adminLists.programs");
  const tc = await getTranslations("adminLists.common");
  const { rows, total, filter, pages } = await listMembers(await getDb(), user, program, searchParams);
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const base = BASE[program];
  const params = { q: filter.q, status: filter.status === "active" ? null : filter.status };
  const filtered = Boolean(filter.q || filter.status !== "active");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t(`${program}.title`)}</h1>
      <p className="text-sm text-slate-600">{t(`${program}.intro`, { total })}</p>
      <p className="text-sm text-slate-600">{t("reachHint")}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="prog-q" className="block text-sm font-medium text-slate-700">{tc("search")}</label>
          <MaxLengthInput id="prog-q" name="q" type="search" defaultValue={filter.q} maxLength={100} className={`${inputClass} w-64`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="prog-status" className="block text-sm font-medium text-slate-700">{t("status")}</label>
          <select id="prog-status" name="status" defaultValue={filter.status} className={inputClass}>
            {(["active", "ended", "all"] as const).map((s) => (
              <option key={s} value={s}>{t(`statuses.${s}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>{tc("filter")}</button>
        {filtered ? <Link href={base} className="text-sm text-brand-700 underline">{tc("clear")}</Link> : null}
      </form>
      {rows.length === 0 ? (
        <ListEmpty filtered={filtered} />
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t(`${program}.caption`)}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("member")}</th>
                <th scope="col" className="px-3 py-2">{t("schoolDistrict")}</th>
                <th scope="col" className="px-3 py-2">{t("state")}</th>
                <th scope="col" className="px-3 py-2">{t("since")}</th>
                <th scope="col" className="px-3 py-2">{t("reach")}</th>
                <th scope="col" className="px-3 py-2">{t("note")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("end")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} data-membership={r.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">{displayName(r)}</Link>
                    <span className="block text-xs font-normal text-slate-600">{r.email}</span>
                  </th>
                  <td className="px-3 py-2">{[r.schoolName, r.district].filter(Boolean).join(" · ") || "—"}</td>
                  <td className="px-3 py-2">{r.state}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {formatDate(r.since, locale)}
                    {r.endedAt ? <span className="block text-xs text-slate-600">{t("endedOn", { date: formatInstantDate(r.endedAt, locale, zone) })}</span> : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{r.reach}</td>
                  <td className="max-w-xs whitespace-pre-line break-words px-3 py-2">{r.note}</td>
                  <td className="px-3 py-2 text-right">{r.endedAt ? null : <EndMembership program={program} id={r.id} name={displayName(r)} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager base={base} params={params} page={filter.page} pages={pages} total={total} />
      <JoinForm program={program} today={todayIn(zone, new Date())} />
    </section>
  );
}
