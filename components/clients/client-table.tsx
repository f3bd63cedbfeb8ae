"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { inputClass } from "@/components/ui/field";
import { isSmallGroup, matchesSearch } from "@/lib/clients/rules";
import type { TClientJson, TClientType } from "@/lib/clients/schemas";
import { DeleteClientButton } from "./delete-client-button";
import { genderOf, programsOf } from "./student-profile";
import { TableScroll } from "@/components/ui/table-scroll";

type TProps = {
  type: TClientType;
  rows: TClientJson[];
  grades: { id: number; name: string }[];
  studentNames: Record<number, string>;
  readOnly: boolean;
};

type TSort = "name" | "grade" | "count";

/** The list of students or groups: search, grade filter, sorting, and edit/delete per row. */
export function ClientTable({ type, rows, grades, studentNames, readOnly }: TProps) {
  const t = useTranslations("clients");
  const [q, setQ] = useState("");
  const [grade, setGrade] = useState<string>("");
  const [sort, setSort] = useState<{ by: TSort; dir: 1 | -1 }>({ by: "name", dir: 1 });
  const gradeName = useMemo(() => new Map(grades.map((g) => [g.id, g.name])), [grades]);
  const gradeSort = useMemo(() => new Map(grades.map((g, i) => [g.id, i])), [grades]);

  const shown = useMemo(() => {
    const list = rows.filter((r) => matchesSearch(r, q) && (grade === "" || String(r.grade_id ?? "none") === grade));
    const key = (r: TClientJson): string | number =>
      sort.by === "name" ? r.name.toLowerCase() : sort.by === "grade" ? (r.grade_id === null ? 999 : (gradeSort.get(r.grade_id) ?? 998)) : r.count;
    return [...list].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id) * sort.dir;
    });
  }, [rows, q, grade, sort, gradeSort]);

  const totalStudents = shown.reduce((n, r) => n + r.count, 0);
  const sortHeader = (by: TSort, label: string) => (
    <th scope="col" className="px-3 py-2 font-medium" aria-sort={sort.by === by ? (sort.dir === 1 ? "ascending" : "descending") : "none"}>
      <button type="button" className="inline-flex items-center gap-1 hover:text-slate-900" onClick={() => setSort((s) => ({ by, dir: s.by === by ? ((-s.dir) as 1 | -1) : 1 }))}>
        {label}
        <span aria-hidden="true">{sort.by === by ? (sort.dir === 1 ? "▲" : "▼") : "↕"}</span>
      </button>
    </th>
  );

  if (rows.length === 0) {
    return <p className="rounded-md border border-slate-200 bg-white p-6 text-sm text-slate-700">{t(type === "group" ? "table.emptyGroups" : "table.emptyStudents")}</p>;
  }

  return (
    <section className="space-y-3" aria-label={t(type === "group" ? "page.titleGroups" : "page.titleStudents")}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="client-search" className="block text-sm font-medium text-slate-700">
            {t("table.search")}
          </label>
          <input id="client-search" type="search" className={`${inputClass} w-72`} value={q} onChange={(e) => setQ(e.target.value)} placeholder={t(type === "group" ? "table.searchPlaceholderGroups" : "table.searchPlaceholder")} autoComplete="off" />
        </div>
        <div className="space-y-1">
          <label htmlFor="client-grade" className="block text-sm font-medium text-slate-700">
            {t("table.grade")}
          </label>
          <select id="client-grade" className={`${inputClass} w-48`} value={grade} onChange={(e) => setGrade(e.target.value)}>
            <option value="">{t("table.allGrades")}</option>
            <option value="none">{t("table.noGrade")}</option>
            {grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {type === "group" ? t("table.summaryGroups", { groups: shown.length, students: totalStudents }) : t("table.summaryStudents", { count: shown.length })}
        </p>
      </div>

      <TableScroll>
        <table className="w-full text-left text-sm" data-testid="client-table">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {sortHeader("name", t("table.name"))}
              {type === "student" ? (
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("table.studentNumber")}
                </th>
              ) : null}
              {sortHeader("grade", t("table.grade"))}
              {type === "group" ? sortHeader("count", t("table.count")) : <th scope="col" className="px-3 py-2 font-medium">{t("table.gender")}</th>}
              <th scope="col" className="px-3 py-2 font-medium">
                {type === "group" ? t("table.members") : t("table.programs")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t("table.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((r) => (
              <tr key={r.id} data-testid="client-row">
                <td className="px-3 py-2 font-medium text-slate-900">
                  {/* A student's name opens their page (record, contacts, access log, export and erasure). */}
                  {type === "student" ? (
                    <Link href={`/app/studentsGroups/students/${r.id}`} className="text-brand-700 underline-offset-2 hover:underline focus-visible:underline" data-testid="client-open">
                      <Confidential>{r.name}</Confidential>
                    </Link>
                  ) : (
                    <Confidential>{r.name}</Confidential>
                  )}
                </td>
                {type === "student" ? (
                  <td className="px-3 py-2 text-slate-700">{r.student_number ? <Confidential>{r.student_number}</Confidential> : "—"}</td>
                ) : null}
                <td className="px-3 py-2 text-slate-700">{r.grade_id === null ? "—" : (gradeName.get(r.grade_id) ?? r.grade_id)}</td>
                {type === "group" ? (
                  <td className="px-3 py-2 text-slate-700">
                    <span className="tabular-nums">{r.count}</span>{" "}
                    <span className="text-xs text-slate-500">{t("table.genderSplit", { male: r.male, female: r.female })}</span>{" "}
                    {isSmallGroup(r.count) ? (
                      <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800" data-testid="small-group-badge">
                        {t("table.smallGroup")}
                      </span>
                    ) : r.count > 0 ? (
                      <span className="ml-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">{t("table.largeGroup")}</span>
                    ) : null}
                  </td>
                ) : (
                  <td className="px-3 py-2 text-slate-700">{genderLabel(genderOf(r), t)}</td>
                )}
                <td className="px-3 py-2 text-slate-700">
                  {type === "group" ? <Members ids={r.students} names={studentNames} /> : <StudentPrograms client={r} />}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  {readOnly ? null : (
                    <>
                      <Link href={`/app/studentsGroups/new/${type === "group" ? "groups" : "students"}?id=${r.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" data-testid="client-edit">
                        {t("table.edit")}
                        <span className="sr-only"> {t("table.rowLabel", { id: r.id })}</span>
                      </Link>
                      <DeleteClientButton id={r.id} name={r.name} type={type} />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="p-4 text-sm text-slate-600">{t("table.noMatch")}</p> : null}
      </TableScroll>
    </section>
  );
}

function genderLabel(g: ReturnType<typeof genderOf>, t: ReturnType<typeof useTranslations<"clients">>): string {
  return g === "male" ? t("table.male") : g === "female" ? t("table.female") : "—";
}

/** The "Programs" column: the student's programmes by name in the reader's language (never race codes). */
function StudentPrograms({ client }: { client: TClientJson }) {
  const t = useTranslations("clients.fields");
  const programs = programsOf(client);
  if (programs.length === 0) return <>—</>;
  return (
    <Confidential>
      <span className="flex flex-wrap gap-1" data-testid="student-programs">
        {programs.map((f) => (
          <span key={f} title={t(`${f}.label`)} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
            {t(`${f}.name`)}
          </span>
        ))}
      </span>
    </Confidential>
  );
}

function Members({ ids, names }: { ids: number[]; names: Record<number, string> }) {
  const t = useTranslations("clients.table");
  if (ids.length === 0) return <span className="text-slate-500">{t("typedCounts")}</span>;
  const list = ids.map((id) => names[id]).filter(Boolean);
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">{t("membersCount", { count: ids.length })}</summary>
      <Confidential>
        <span className="mt-1 block text-xs text-slate-700">{list.join(", ")}</span>
      </Confidential>
    </details>
  );
}
