"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { RichTextField } from "@/components/ui/rich-text-field";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { saveAnnualConferenceAction } from "@/lib/program/actions";
import type { TAnnualConferenceJson } from "@/lib/program/queries";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { NumberInput } from "@/components/ui/number-field";

// /app/annualconference: the yearly agreement with the principal. Saved, 'Saved.' and back to the
// program-planning list (spec 3 §2.6); the PDF button prints the saved agreement.

type TProps = { initial: TAnnualConferenceJson; goals: { id: number; name: string }[]; today: string; readOnly: boolean };

const DATES = ["conferenceDate", "startDate", "endDate", "signedDate"] as const;
type TDateKey = (typeof DATES)[number];

export function ConferenceForm({ initial, goals, today, readOnly }: TProps) {
  const t = useTranslations("program.conference");
  const tc = useTranslations("program.common");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const [caseload, setCaseload] = useState(initial.caseload === null ? "" : String(initial.caseload));
  const [pct, setPct] = useState(String(initial.directIndirectPct));
  const [duties, setDuties] = useState(initial.nonCounselingDuties);
  const [goalIds, setGoalIds] = useState<number[]>(initial.smartGoalIds);
  const [goalsText, setGoalsText] = useState(initial.goals);
  const [development, setDevelopment] = useState(initial.professionalDevelopment);
  const [dates, setDates] = useState<Record<TDateKey, string>>({
    conferenceDate: initial.conferenceDate ?? "",
    startDate: initial.startDate ?? "",
    endDate: initial.endDate ?? "",
    signedDate: initial.signedDate ?? "",
  });
  const [principal, setPrincipal] = useState(initial.principalName);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const messageFor = (field: string, message: string) => {
    if (field === "endDate" && /before/.test(message)) return t("errors.endBeforeStart");
    if (DATES.includes(field as TDateKey)) return t("errors.date");
    if (field === "directIndirectPct") return t("errors.pct");
    if (field === "caseload") return t("errors.caseload");
    if (field === "smartGoalIds") return t("errors.goal");
    return tc("errors.text");
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const body = {
        schoolYear: initial.schoolYear,
        caseload,
        directIndirectPct: pct,
        nonCounselingDuties: duties,
        smartGoalIds: goalIds,
        goals: goalsText,
        professionalDevelopment: development,
        ...dates,
        principalName: principal,
      };
      const result = await callAction(() => saveAnnualConferenceAction(body));
      if (result.ok) {
        successToast(tc("saved"));
        router.push("/app/re");
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      const byField: Record<string, string> = {};
      for (const e of result.error) if (e.field && !byField[e.field]) byField[e.field] = messageFor(e.field, e.message);
      setErrors(byField);
      if (Object.keys(byField).length === 0) toast.error(errorText(result.error[0], tc("failed")));
    });
  }

  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`conf-${field}-error`} role="alert" className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const dateField = (key: TDateKey) => (
    <div key={key} className="space-y-1">
      <div className="flex items-end gap-2">
        <DateField label={t(key)} value={dates[key]} onChange={(v) => setDates((d) => ({ ...d, [key]: v }))} today={today} near={key === "endDate" ? dates.startDate || undefined : undefined} testId={`conf-${key}`} />
        {dates[key] && !readOnly ? (
          <Button variant="ghost" onClick={() => setDates((d) => ({ ...d, [key]: "" }))} aria-label={t("clearDate", { field: t(key) })}>
            {t("clear")}
          </Button>
        ) : null}
      </div>
      {fieldError(key)}
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-6" aria-busy={pending} noValidate data-testid="conference-form">
      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4" disabled={readOnly}>
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("agreement")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="conf-caseload" className="block text-sm font-medium text-slate-700">
              {t("caseload")}
            </label>
            <input id="conf-caseload" inputMode="numeric" className={inputClass} value={caseload} onChange={(e) => setCaseload(e.target.value)} aria-invalid={!!errors.caseload} aria-describedby={errors.caseload ? "conf-caseload-error" : undefined} />
            {fieldError("caseload")}
          </div>
          <div className="space-y-1">
            <label htmlFor="conf-pct" className="block text-sm font-medium text-slate-700">
              {t("directIndirect")}
            </label>
            <NumberInput
              id="conf-pct"
              min={0}
              max={100}
              className={inputClass}
              value={pct}
              onValueChange={(value) => setPct(value)}
              aria-invalid={!!errors.directIndirectPct}
              aria-describedby={["conf-pct-hint", errors.directIndirectPct ? "conf-directIndirectPct-error" : ""].filter(Boolean).join(" ")}
            />
            <p id="conf-pct-hint" className="text-xs text-slate-500">
              {t("directIndirectHint")}
            </p>
            {fieldError("directIndirectPct")}
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-3">{(["conferenceDate", "startDate", "endDate"] as const).map(dateField)}</div>
      </fieldset>

      <RichTextField id="conf-duties" label={t("duties")} value={duties} onChange={setDuties} hint={t("dutiesHint")} error={errors.nonCounselingDuties} disabled={readOnly} />

      <fieldset className="space-y-2 rounded-md border border-slate-200 p-4" disabled={readOnly}>
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("goalsChoose")}</legend>
        {goals.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noGoals")}</p>
        ) : (
          goals.map((g) => (
            <div key={g.id} className="flex items-start gap-2">
              <input
                id={`conf-goal-${g.id}`}
                type="checkbox"
                className="mt-1 h-4 w-4 rounded border-slate-300"
                checked={goalIds.includes(g.id)}
                onChange={(e) => setGoalIds((ids) => (e.target.checked ? [...ids, g.id] : ids.filter((x) => x !== g.id)))}
              />
              <label htmlFor={`conf-goal-${g.id}`} className="text-sm text-slate-800">
                {g.name}
              </label>
            </div>
          ))
        )}
        {fieldError("smartGoalIds")}
      </fieldset>
      <RichTextField id="conf-goals" label={t("goalsText")} value={goalsText} onChange={setGoalsText} error={errors.goals} disabled={readOnly} />
      <RichTextField id="conf-development" label={t("development")} value={development} onChange={setDevelopment} error={errors.professionalDevelopment} disabled={readOnly} />

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4" disabled={readOnly}>
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("signatures")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="conf-principal" className="block text-sm font-medium text-slate-700">
              {t("principal")}
            </label>
            <MaxLengthInput id="conf-principal" className={inputClass} maxLength={120} value={principal} onChange={(e) => setPrincipal(e.target.value)} aria-invalid={!!errors.principalName} />
            {fieldError("principalName")}
          </div>
          {dateField("signedDate")}
        </div>
      </fieldset>
      {readOnly ? null : (
        <Button type="submit" disabled={pending} data-testid="conference-save">
          {tc("save")}
        </Button>
      )}
    </form>
  );
}
