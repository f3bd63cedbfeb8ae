"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, TextAreaField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import type { TSchoolDataFigures } from "@/db/schema/program";
import { saveSchoolDataAction } from "@/lib/program/actions";
import type { TFigureKey } from "@/lib/program/schemas";

// /app/schooldata: the school data summary. Figures are optional; each part with figures earns a star
// (computed on the server when saved), and the SMART goal rating reads the stars and the caseload's
// 'other'. Saved, it shows 'Saved.' and goes back to the program-planning list.

type TValues = Record<TFigureKey | "caseload", string> & { schoolName: string; gradeLevels: string; caseloadOther: string; notes: string };

type TProps = { initial: TSchoolDataFigures; caseload: number | null; caseloadOther: string; readOnly: boolean; levelLabel: string };

const PERCENT: TFigureKey[] = [
  "freeReducedLunchPct",
  "englishLearnersPct",
  "specialEducationPct",
  "minorityPct",
  "attendanceRatePct",
  "chronicAbsencePct",
  "graduationRatePct",
  "readingProficiencyPct",
  "mathProficiencyPct",
];

const SECTIONS: { key: string; fields: (keyof TValues)[] }[] = [
  { key: "school", fields: ["schoolName", "gradeLevels", "enrollment", "caseload", "caseloadOther"] },
  { key: "subgroups", fields: ["freeReducedLunchPct", "englishLearnersPct", "specialEducationPct", "minorityPct"] },
  { key: "attendance", fields: ["attendanceRatePct", "chronicAbsencePct"] },
  { key: "behaviour", fields: ["disciplineReferrals", "suspensions"] },
  { key: "achievement", fields: ["graduationRatePct", "readingProficiencyPct", "mathProficiencyPct"] },
];

const str = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function SchoolDataForm({ initial, caseload, caseloadOther, readOnly, levelLabel }: TProps) {
  const t = useTranslations("program.schoolData");
  const tc = useTranslations("program.common");
  const { pending, run, error } = useAction(saveSchoolDataAction, { namespace: "program.schoolData", successMessage: tc("saved"), href: "/app/re" });
  const [v, setV] = useState<TValues>(() => ({
    schoolName: initial.schoolName ?? "",
    gradeLevels: initial.gradeLevels || levelLabel,
    enrollment: str(initial.enrollment),
    caseload: str(caseload),
    caseloadOther,
    freeReducedLunchPct: str(initial.freeReducedLunchPct),
    englishLearnersPct: str(initial.englishLearnersPct),
    specialEducationPct: str(initial.specialEducationPct),
    minorityPct: str(initial.minorityPct),
    attendanceRatePct: str(initial.attendanceRatePct),
    chronicAbsencePct: str(initial.chronicAbsencePct),
    disciplineReferrals: str(initial.disciplineReferrals),
    suspensions: str(initial.suspensions),
    graduationRatePct: str(initial.graduationRatePct),
    readingProficiencyPct: str(initial.readingProficiencyPct),
    mathProficiencyPct: str(initial.mathProficiencyPct),
    notes: initial.notes ?? "",
  }));
  const messageFor = (field: string) => {
    if (PERCENT.includes(field as TFigureKey)) return t("errors.percent");
    if (field === "caseload") return t("errors.caseload");
    if (field === "enrollment" || field === "disciplineReferrals" || field === "suspensions") return t("errors.count");
    return t("errors.text");
  };

  // A refused figure is named by the rule of its kind (a percentage, a count, the caseload, a text).
  const fieldError = (field: string) => (error(field) ? messageFor(field) : undefined);
  const set = (field: keyof TValues, value: string) => setV((old) => ({ ...old, [field]: value }));

  const input = (field: keyof TValues) => {
    const numeric = field !== "schoolName" && field !== "gradeLevels" && field !== "caseloadOther" && field !== "notes";
    return (
      <TextField
        key={field}
        id={`sd-${field}`}
        name={field}
        label={t(`fields.${field}`)}
        hint={field === "caseloadOther" ? t("caseloadOtherHint") : undefined}
        className={field === "caseloadOther" || field === "schoolName" ? "md:col-span-2" : ""}
        inputMode={numeric ? "decimal" : undefined}
        value={v[field]}
        readOnly={readOnly}
        onChange={(e) => set(field, e.target.value)}
        error={fieldError(field)}
      />
    );
  };

  return (
    <Form onSubmit={() => run(v)} className="space-y-6" aria-busy={pending} data-testid="school-data-form">
      {SECTIONS.map((s) => (
        <fieldset key={s.key} className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t(`sections.${s.key}`)}</legend>
          <div className="grid gap-4 md:grid-cols-2">{s.fields.map(input)}</div>
        </fieldset>
      ))}
      <TextAreaField id="sd-notes" label={t("fields.notes")} rows={4} value={v.notes} readOnly={readOnly} onChange={(e) => set("notes", e.target.value)} error={fieldError("notes")} />
      {readOnly ? null : (
        <Button type="submit" disabled={pending} data-testid="school-data-save">
          {tc("save")}
        </Button>
      )}
    </Form>
  );
}
