"use client";

import { successToast } from "@/components/ui/success-toast";
import { useMemo, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { TClientCountField, TClientCounts } from "@/db/schema/calendar";
import { useConfidential } from "@/components/shell/confidential";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { saveClientAction } from "@/lib/clients/actions";
import { COUNT_FIELDS } from "@/lib/clients/fields";
import { countsFromStudents, normaliseCounts } from "@/lib/clients/rules";
import type { TClientJson, TClientType, TRaceCode } from "@/lib/clients/schemas";
import type { TErrorEntry } from "@/lib/http/errors";
import { GroupCounts, StudentCounts } from "./count-fieldsets";
import { MemberPicker } from "./member-picker";
import { genderOf, raceOf, studentCounts, type TGender } from "./student-profile";
import type { TFormGrade, TFormStudent } from "./types";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/max-length-field";

type TProps = { type: TClientType; initial: TClientJson | null; grades: TFormGrade[]; students: TFormStudent[]; listHref: string };

/** The student or group form: identity, grade and notes, then every demographic count in fieldsets. */
export function ClientForm({ type, initial, grades, students, listHref }: TProps) {
  const t = useTranslations("clients.form");
  const tErr = useTranslations("clients.errors");
  const router = useRouter();
  const { hidden } = useConfidential();
  const [pending, startTransition] = useTransition();
  const [name, setName] = useState(initial?.name ?? "");
  const [number, setNumber] = useState(initial?.student_number ?? "");
  const [gradeId, setGradeId] = useState(initial?.grade_id === null || initial?.grade_id === undefined ? "" : String(initial.grade_id));
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [typed, setTyped] = useState<TClientCounts>(normaliseCounts(initial ?? {}));
  const [members, setMembers] = useState<number[]>(initial?.students ?? []);
  const [errors, setErrors] = useState<TErrorEntry[]>([]);

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
    const e = errors.find((x) => x.field === field);
    if (!e) return null;
    if (tErr.has(e.code)) return tErr(e.code);
    if (tErr.has(`field.${field}`)) return tErr(`field.${field}`);
    return (COUNT_FIELDS as readonly string[]).includes(field) ? tErr("field.count") : e.message;
  };
  const general = errors.filter((e) => !e.field || !["name", "student_number", "grade_id", "notes"].includes(e.field));

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors([]);
    startTransition(async () => {
      const result = watchUnauthorized(
        await saveClientAction({
          ...(initial ? { id: initial.id } : {}),
          type,
          name,
          student_number: type === "student" ? number : "",
          grade_id: gradeId === "" ? null : Number(gradeId),
          notes,
          students: type === "group" ? members : [],
          ...counts,
        }),
      );
      if (!result.ok) {
        setErrors(result.error);
        return;
      }
      successToast(t(initial ? "saved" : "created"));
      router.push(listHref);
      router.refresh();
    });
  }

  // The eye masks what is typed (the text, not the field): the same rule as <Confidential>.
  const masked = hidden ? "text-transparent [text-shadow:0_0_8px_rgb(15_23_42/0.6)]" : "";
  const nameError = errorFor("name");
  const numberError = errorFor("student_number");

  return (
    <form onSubmit={submit} className="space-y-6" noValidate data-testid="client-form">
      {general.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t("fixErrors")}</p>
          <ul className="mt-1 list-disc pl-5">
            {general.map((e, i) => (
              <li key={i}>{errorFor(e.field ?? "") ?? (tErr.has(e.code) ? tErr(e.code) : e.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t(type === "group" ? "groupLegend" : "studentLegend")}</legend>
        <div className="space-y-1">
          <label htmlFor="client-name" className="block text-sm font-medium text-slate-700">
            {t(type === "group" ? "groupName" : "studentName")}
          </label>
          <MaxLengthInput
            id="client-name"
            className={`${inputClass} ${masked}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={200}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "client-name-error" : undefined}
          />
          {nameError ? (
            <p id="client-name-error" className="text-xs text-red-700">
              {nameError}
            </p>
          ) : null}
        </div>
        {type === "student" ? (
          <div className="space-y-1">
            <label htmlFor="client-number" className="block text-sm font-medium text-slate-700">
              {t("studentNumber")}
            </label>
            <MaxLengthInput
              id="client-number"
              className={`${inputClass} ${masked}`}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              maxLength={32}
              autoComplete="off"
              aria-invalid={numberError ? true : undefined}
              aria-describedby={numberError ? "client-number-error" : "client-number-hint"}
            />
            {numberError ? (
              <p id="client-number-error" className="text-xs text-red-700">
                {numberError}
              </p>
            ) : (
              <p id="client-number-hint" className="text-xs text-slate-500">
                {t("studentNumberHint")}
              </p>
            )}
          </div>
        ) : null}
        <div className="space-y-1">
          <label htmlFor="client-grade" className="block text-sm font-medium text-slate-700">
            {t("grade")}
          </label>
          <select id="client-grade" className={inputClass} value={gradeId} onChange={(e) => setGradeId(e.target.value)}>
            <option value="">{t("noGrade")}</option>
            {grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1 md:col-span-2">
          <label htmlFor="client-notes" className="block text-sm font-medium text-slate-700">
            {t("notes")}
          </label>
          <MaxLengthTextarea id="client-notes" className={`${inputClass} ${masked}`} rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
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
    </form>
  );
}
