"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import type { TSchoolDataFigures } from "@/db/schema/program";
import { saveSchoolDataAction } from "@/lib/program/actions";
import type { TFigureKey } from "@/lib/program/schemas";

// /app/schooldata: the school data summary. Figures are optional; each part with figures earns a star
// (computed on the server when saved), and the SMART goal rating reads the stars and the caseload's
// 'other'. Saved, it shows 'Saved.' and goes back to the program-planning list (spec 3 §2.6).

type TValues = Record<TFigureKey | "caseload", string> & { schoolName: string; gradeLevels: string; caseloadOther: string; notes: string };

type TProps = { initial: TSchoolDataFigures; caseload: number | null; caseloadOther: string; readOnly: boolean; levelLabel: string };

const PERCENT: TFigureKey[] = ["freeReducedLunchPct", "englishLearnersPct", "specialEducationPct", "minorityPct", "attendanceRatePct", "chronicAbsencePct", "graduationRatePct", "readingProficiencyPct", "mathProficiencyPct"];

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
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
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
  const [errors, setErrors] = useState<Record<string, string>>({});

  const messageFor = (field: string) => {
    if (PERCENT.includes(field as TFigureKey)) return t("errors.percent");
    if (field === "caseload") return t("errors.caseload");
    if (field === "enrollment" || field === "disciplineReferrals" || field === "suspensions") return t("errors.count");
    return t("errors.text");
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const result = await callAction(() => saveSchoolDataAction(v));
      if (result.ok) {
        successToast(tc("saved"));
        router.push("/app/re");
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      const byField: Record<string, string> = {};
      for (const e of result.error) if (e.field && !byField[e.field]) byField[e.field] = messageFor(e.field);
      setErrors(byField);
      if (Object.keys(byField).length === 0) toast.error(errorText(result.error[0], tc("failed")));
    });
  }

  const input = (field: keyof TValues) => {
    const id = `sd-${field}`;
    const numeric = field !== "schoolName" && field !== "gradeLevels" && field !== "caseloadOther" && field !== "notes";
    const hintKey = field === "caseloadOther" ? "caseloadOtherHint" : null;
    const describedBy = [hintKey ? `${id}-hint` : "", errors[field] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div key={field} className={`space-y-1 ${field === "caseloadOther" || field === "schoolName" ? "md:col-span-2" : ""}`}>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t(`fields.${field}`)}
        </label>
        <input
          id={id}
          name={field}
          className={inputClass}
          inputMode={numeric ? "decimal" : undefined}
          value={v[field]}
          readOnly={readOnly}
          onChange={(e) => setV((old) => ({ ...old, [field]: e.target.value }))}
          aria-invalid={!!errors[field]}
          aria-describedby={describedBy}
        />
        {hintKey ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t(hintKey)}
          </p>
        ) : null}
        {errors[field] ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {errors[field]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} className="space-y-6" aria-busy={pending} noValidate data-testid="school-data-form">
      {SECTIONS.map((s) => (
        <fieldset key={s.key} className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t(`sections.${s.key}`)}</legend>
          <div className="grid gap-4 md:grid-cols-2">{s.fields.map(input)}</div>
        </fieldset>
      ))}
      <div className="space-y-1">
        <label htmlFor="sd-notes" className="block text-sm font-medium text-slate-700">
          {t("fields.notes")}
        </label>
        <textarea id="sd-notes" className={`${inputClass} min-h-24`} value={v.notes} readOnly={readOnly} onChange={(e) => setV((old) => ({ ...old, notes: e.target.value }))} aria-invalid={!!errors.notes} />
        {errors.notes ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.notes}
          </p>
        ) : null}
      </div>
      {readOnly ? null : (
        <Button type="submit" disabled={pending} data-testid="school-data-save">
          {tc("save")}
        </Button>
      )}
    </form>
  );
}
