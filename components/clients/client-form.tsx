"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { TClientCountField, TClientCounts } from "@/db/schema/calendar";
import { useConfidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Field, Form, SelectField, MaxLengthInput, MaxLengthTextarea } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { saveClientAction } from "@/lib/clients/actions";
import { COUNT_FIELDS } from "@/lib/clients/fields";
import { countsFromStudents, normaliseCounts } from "@/lib/clients/rules";
import type { TClientJson, TClientType, TRaceCode } from "@/lib/clients/schemas";
import { GroupCounts, StudentCounts } from "./count-fieldsets";
import { MemberPicker } from "./member-picker";
import { genderOf, raceOf, studentCounts, type TGender } from "./student-profile";
import type { TFormGrade, TFormStudent } from "./types";

type TProps = { type: TClientType; initial: TClientJson | null; grades: TFormGrade[]; students: TFormStudent[]; listHref: string };

/** The student or group form: identity, grade and notes, then every demographic count in fieldsets. */
export function ClientForm({ type, initial, grades, students, listHref }: TProps) {
  const t = useTranslations("clients.form");
  const tErr = useTranslations("clients.errors");
  const router = useRouter();
  const { hidden } = useConfidential();
  // The fields shown next to their inputs; any other refusal (a student's counts, the members) goes to the toast.
  const { pending, run, error } = useAction(saveClientAction, {
    namespace: "clients",
    fields: ["name", "student_number", "grade_id", "notes", ...(type === "group" ? COUNT_FIELDS : [])],
    focus: "[data-testid='client-form']",
    successMessage: t(initial ? "saved" : "created"),
    href: listHref,
  });
  const [name, setName] = useState(initial?.name ?? "");
  const [number, setNumber] = useState(initial?.student_number ?? "");
  const [gradeId, setGradeId] = useState(initial?.grade_id === null || initial?.grade_id === undefined ? "" : String(initial.grade_id));
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [typed, setTyped] = useState<TClientCounts>(normaliseCounts(initial ?? {}));
  const [members, setMembers] = useState<number[]>(initial?.students ?? []);

  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const gradeName = useMemo(() => {
    const m = new Map(grades.map((g) => [g.id, g.name]));
    return (id: number | null) => (id === null ? "" : (m.get(id) ?? ""));
  }, [grades]);
  const locked = type === "group" && members.length > 0;
  // Assigned students compute the counts (the server does the same and ignores typed ones).
  const counts = locked ? countsFromStudents(members.map((id) => byId.get(id)?.counts ?? {})) : typed;
  const gender = genderOf(typed);
  const race = raceOf(typed);

  const errorFor = (field: string): string | null => {
    const e = error(field);
    if (e === undefined) return null;
    if (tErr.has(`field.${field}`)) return tErr(`field.${field}`);
    return (COUNT_FIELDS as readonly string[]).includes(field) ? tErr("field.count") : e;
  };

  const submit = () =>
    run({
      ...(initial ? { id: initial.id } : {}),
      type,
      name,
      student_number: type === "student" ? number : "",
      grade_id: gradeId === "" ? null : Number(gradeId),
      notes,
      students: type === "group" ? members : [],
      ...counts,
    });

  // The eye masks what is typed (the text, not the field): the same rule as <Confidential>.
  const masked = hidden ? "text-transparent [text-shadow:0_0_8px_rgb(15_23_42/0.6)]" : "";

  return (
    <Form onSubmit={submit} className="space-y-6" data-testid="client-form">
      <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t(type === "group" ? "groupLegend" : "studentLegend")}</legend>
        <Field id="client-name" label={t(type === "group" ? "groupName" : "studentName")} error={errorFor("name")}>
          {(control) => <MaxLengthInput {...control} className={`${control.className} ${masked}`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} autoComplete="off" />}
        </Field>
        {type === "student" ? (
          <Field id="client-number" label={t("studentNumber")} hint={errorFor("student_number") ? undefined : t("studentNumberHint")} error={errorFor("student_number")}>
            {(control) => <MaxLengthInput {...control} className={`${control.className} ${masked}`} value={number} onChange={(e) => setNumber(e.target.value)} maxLength={32} autoComplete="off" />}
          </Field>
        ) : null}
        <SelectField
          id="client-grade"
          label={t("grade")}
          value={gradeId}
          onChange={(e) => setGradeId(e.target.value)}
          error={errorFor("grade_id")}
          placeholder={t("noGrade")}
          options={grades.map((g) => ({ value: String(g.id), label: g.name }))}
        />
        <Field id="client-notes" label={t("notes")} className="md:col-span-2" error={errorFor("notes")}>
          {(control) => <MaxLengthTextarea {...control} className={`${control.className} ${masked}`} rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </Field>
      </fieldset>

      {type === "group" ? (
        <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("membersLegend")}</legend>
          <p className="text-sm text-slate-600">{t("membersHint")}</p>
          <MemberPicker students={students} selected={members} onChange={setMembers} gradeName={gradeName} />
        </fieldset>
      ) : null}

      <section className="space-y-3" aria-labelledby="counts-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="counts-heading" className="text-lg font-semibold">
            {t("countsHeading")}
          </h2>
          {locked ? (
            <p className="rounded-md bg-sky-50 px-3 py-1 text-sm text-sky-900" role="status" data-testid="counts-locked">
              {t("countsLocked")}
            </p>
          ) : null}
        </div>
        {type === "group" ? (
          <GroupCounts counts={counts} locked={locked} onChange={(f: TClientCountField, v: number) => setTyped((c) => ({ ...c, [f]: v }))} errorFor={errorFor} />
        ) : (
          <StudentCounts
            counts={typed}
            gender={gender}
            race={race}
            onGender={(g: TGender) => setTyped((c) => studentCounts(c, g, raceOf(c)))}
            onRace={(r: TRaceCode | null) => setTyped((c) => studentCounts(c, genderOf(c), r))}
            onFlag={(f, on) => setTyped((c) => ({ ...c, [f]: on ? 1 : 0 }))}
          />
        )}
      </section>

      {/* Left-aligned, under the fields: the floating "Ask a question" button sits bottom right. */}
      <div className="flex gap-2 pb-12">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="client-save">
          {t(initial ? "save" : "create")}
        </Button>
        <Button variant="secondary" onClick={() => router.push(listHref)}>
          {t("cancel")}
        </Button>
      </div>
    </Form>
  );
}
