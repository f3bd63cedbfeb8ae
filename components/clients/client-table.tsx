"use client";

import Link from "@/components/ui/app-link";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { inputClass } from "@/components/ui/form";
import { isSmallGroup, matchesSearch } from "@/lib/clients/rules";
import type { TClientJson, TClientType } from "@/lib/clients/schemas";
import { DeleteClientButton } from "./delete-client-button";
import { genderOf, programsOf } from "./student-profile";
import { DataTable, type TColumn } from "@/components/ui/data-table";

type TProps = {
  type: TClientType;
  rows: TClientJson[];
  grades: { id: number; name: string }[];
  studentNames: Record<number, string>;
  readOnly: boolean;
};

type TSortBy = "name" | "grade" | "count";

/** The list of students or groups: search, grade filter, sorting, and edit/delete per row. */
export function ClientTable({ type, rows, grades, studentNames, readOnly }: TProps) {
  const t = useTranslations("clients");
  const [q, setQ] = useState("");
  const [grade, setGrade] = useState<string>("");
  const [sort, setSort] = useState<{ by: TSortBy; desc: boolean }>({ by: "name", desc: false });
  const gradeName = useMemo(() => new Map(grades.map((g) => [g.id, g.name])), [grades]);
  const gradeSort = useMemo(() => new Map(grades.map((g, i) => [g.id, i])), [grades]);

  // Equal keys keep the rows' id order, so the table's own sort is stable over the same input.
  const shown = useMemo(() => rows.filter((r) => matchesSearch(r, q) && (grade === "" || String(r.grade_id ?? "none") === grade)).sort((a, b) => a.id - b.id), [rows, q, grade]);

  const totalStudents = shown.reduce((n, r) => n + r.count, 0);

  if (rows.length === 0) {
    return <p className="rounded-md border border-slate-200 bg-white p-6 text-sm text-slate-700">{t(type === "group" ? "table.emptyGroups" : "table.emptyStudents")}</p>;
  }

  const title = t(type === "group" ? "page.titleGroups" : "page.titleStudents");
  const columns: TColumn<TClientJson>[] = [
    {
      id: "name",
      header: t("table.name"),
      sortable: true,
      value: (r) => r.name.toLowerCase(),
      className: "font-medium text-slate-900",
      // A student's name opens their page (record, contacts, access log, export and erasure).
      cell: (r) =>
        type === "student" ? (
          <Link href={`/app/studentsGroups/students/${r.id}`} className="text-brand-700 underline-offset-2 hover:underline focus-visible:underline" data-testid="client-open">
            <Confidential>{r.name}</Confidential>
          </Link>
        ) : (
          <Confidential>{r.name}</Confidential>
        ),
    },
    ...(type === "student"
      ? [{ id: "number", header: t("table.studentNumber"), className: "text-slate-700", cell: (r: TClientJson) => (r.student_number ? <Confidential>{r.student_number}</Confidential> : "—") }]
      : []),
    {
      id: "grade",
      header: t("table.grade"),
      sortable: true,
      // Students without a grade sort after every grade.
      value: (r) => (r.grade_id === null ? 999 : (gradeSort.get(r.grade_id) ?? 998)),
      className: "text-slate-700",
      cell: (r) => (r.grade_id === null ? "—" : (gradeName.get(r.grade_id) ?? r.grade_id)),
    },
    type === "group"
      ? {
          id: "count",
          header: t("table.count"),
          sortable: true,
          value: (r) => r.count,
          className: "text-slate-700",
          cell: (r) => (
            <>
              <span className="tabular-nums">{r.count}</span> <span className="text-xs text-slate-500">{t("table.genderSplit", { male: r.male, female: r.female })}</span>{" "}
              {isSmallGroup(r.count) ? (
                <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800" data-testid="small-group-badge">
                  {t("table.smallGroup")}
                </span>
              ) : r.count > 0 ? (
                <span className="ml-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">{t("table.largeGroup")}</span>
              ) : null}
            </>
          ),
        }
      : { id: "gender", header: t("table.gender"), className: "text-slate-700", cell: (r) => genderLabel(genderOf(r), t) },
    {
      id: "members",
      header: type === "group" ? t("table.members") : t("table.programs"),
      className: "text-slate-700",
      cell: (r) => (type === "group" ? <Members ids={r.students} names={studentNames} /> : <StudentPrograms client={r} />),
    },
  ];

  return (
    <section className="space-y-3" aria-label={title}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="client-search" className="block text-sm font-medium text-slate-700">
            {t("table.search")}
          </label>
          <input
            id="client-search"
            type="search"
            className={`${inputClass} w-72`}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t(type === "group" ? "table.searchPlaceholderGroups" : "table.searchPlaceholder")}
            autoComplete="off"
          />
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

      <DataTable
        columns={columns}
        rows={shown}
        rowKey={(r) => r.id}
        caption={title}
        empty={t("table.noMatch")}
        sort={{ mode: "rows", current: sort, onSort: (by) => setSort((s) => ({ by: by as TSortBy, desc: s.by === by ? !s.desc : false })) }}
        tableProps={{ "data-testid": "client-table" }}
        rowProps={() => ({ "data-testid": "client-row" })}
        className="w-full"
        actions={{
          header: t("table.actions"),
          cell: (r) =>
            readOnly ? null : (
              <span className="whitespace-nowrap">
                <Link href={`/app/studentsGroups/new/${type === "group" ? "groups" : "students"}?id=${r.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" data-testid="client-edit">
                  {t("table.edit")}
                  <span className="sr-only"> {t("table.rowLabel", { id: r.id })}</span>
                </Link>
                <DeleteClientButton id={r.id} name={r.name} type={type} />
              </span>
            ),
        }}
      />
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
