"use client";

import { useMemo, useState } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import type { TCounselorRow } from "@/lib/analysis/by-counselor";
import { hoursMinutes } from "./labels";
import { TableScroll } from "@/components/ui/table-scroll";

type TColumn = "name" | "school" | "totalMinutes" | "directIndirectPercent" | "studentsServed" | "eventsCount";
type TSort = { column: TColumn; dir: "asc" | "desc" };

const nameOf = (r: TCounselorRow) => `${r.lastName}, ${r.firstName}`.replace(/^, |, $/g, "") || r.username;

function compare(a: TCounselorRow, b: TCounselorRow, column: TColumn): number {
  if (column === "name") return nameOf(a).localeCompare(nameOf(b));
  if (column === "school") return a.schoolName.localeCompare(b.schoolName);
  return a[column] - b[column];
}

/** The team's counselors, sortable by any column (by percent of student services, highest first, at first). */
export function CounselorTable({ rows, target, openBase }: { rows: TCounselorRow[]; target: number; openBase: string }) {
  const t = useTranslations("analysis.counselors");
  const [sort, setSort] = useState<TSort>({ column: "directIndirectPercent", dir: "desc" });
  const sorted = useMemo(() => {
    const out = [...rows].sort((a, b) => compare(a, b, sort.column) || nameOf(a).localeCompare(nameOf(b)));
    return sort.dir === "desc" ? out.reverse() : out;
  }, [rows, sort]);

  const header = (column: TColumn, label: string, numeric = false) => {
    const active = sort.column === column;
    return (
      <th scope="col" aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"} className={`px-3 py-2 ${numeric ? "text-right" : "text-left"}`}>
        <button
          type="button"
          className="inline-flex items-center gap-1 font-semibold uppercase hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => setSort(active ? { column, dir: sort.dir === "asc" ? "desc" : "asc" } : { column, dir: numeric ? "desc" : "asc" })}
          data-testid={`sort-${column}`}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}</span>
          <span className="sr-only">{t("sortBy", { column: label })}</span>
        </button>
      </th>
    );
  };

  if (rows.length === 0) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <TableScroll>
      <table className="w-full text-sm" data-testid="counselor-table">
        <caption className="sr-only">{t("title")}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {header("name", t("name"))}
            {header("school", t("school"))}
            {header("totalMinutes", t("time"), true)}
            {header("directIndirectPercent", t("directIndirect"), true)}
            {header("studentsServed", t("students"), true)}
            {header("eventsCount", t("events"), true)}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((r) => (
            <tr key={r.userId}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link className="text-brand-700 underline-offset-2 hover:underline" href={`${openBase}${r.userId}`}>
                  {nameOf(r)}
                </Link>
              </th>
              <td className="px-3 py-2 text-slate-600">{r.schoolName}</td>
              <td className="px-3 py-2 text-right tabular-nums">{hoursMinutes(r.totalMinutes)}</td>
              <td className="px-3 py-2 text-right">
                <span className="inline-flex items-center justify-end gap-2">
                  <span className="hidden h-2 w-20 overflow-hidden rounded bg-slate-100 sm:inline-block" aria-hidden="true">
                    <span className={`block h-2 ${r.directIndirectPercent >= target ? "bg-green-600" : "bg-amber-500"}`} style={{ width: `${r.directIndirectPercent}%` }} />
                  </span>
                  <span className={`tabular-nums font-semibold ${r.totalMinutes === 0 ? "text-slate-500" : r.directIndirectPercent >= target ? "text-green-700" : "text-amber-700"}`}>
                    {r.directIndirectPercent}%
                  </span>
                </span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{r.studentsServed}</td>
              <td className="px-3 py-2 text-right tabular-nums">{r.eventsCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
