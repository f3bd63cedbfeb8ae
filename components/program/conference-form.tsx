"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { Form, NumberField, RichTextField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { saveAnnualConferenceAction } from "@/lib/program/actions";
import type { TAnnualConferenceJson } from "@/lib/program/queries";

// /app/annualconference: the yearly agreement with the principal. Saved, 'Saved.' and back to the
// program-planning list; the PDF button prints the saved agreement.

type TProps = { initial: TAnnualConferenceJson; goals: { id: number; name: string }[]; today: string; readOnly: boolean };

const DATES = ["conferenceDate", "startDate", "endDate", "signedDate"] as const;
type TDateKey = (typeof DATES)[number];

export function ConferenceForm({ initial, goals, today, readOnly }: TProps) {
  const t = useTranslations("program.conference");
  const tc = useTranslations("program.common");
  const { pending, run, error } = useAction(saveAnnualConferenceAction, { namespace: "program.conference", successMessage: tc("saved"), href: "/app/re" });
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

  const messageFor = (field: string, message: string) => {
    if (field === "endDate" && /before/.test(message)) return t("errors.endBeforeStart");
    if (DATES.includes(field as TDateKey)) return t("errors.date");
    if (field === "directIndirectPct") return t("errors.pct");
    if (field === "caseload") return t("errors.caseload");
    if (field === "smartGoalIds") return t("errors.goal");
    return tc("errors.text");
  };

  // A refused field is named by the rule of its kind; the server's own words tell an end before the start.
  const errorOf = (field: string) => {
    const text = error(field);
    return text ? messageFor(field, text) : undefined;
  };
  const fieldError = (field: string) =>
    errorOf(field) ? (
      <p id={`conf-${field}-error`} role="alert" className="text-sm text-red-700">
        {errorOf(field)}
      </p>
    ) : null;

  const submit = () =>
    run({
      schoolYear: initial.schoolYear,
      caseload,
      directIndirectPct: pct,
      nonCounselingDuties: duties,
      smartGoalIds: goalIds,
      goals: goalsText,
      professionalDevelopment: development,
      ...dates,
      principalName: principal,
    });

  const dateField = (key: TDateKey) => (
    <div key={key} className="space-y-1">
      <div className="flex items-end gap-2">
        <DateField
          label={t(key)}
          value={dates[key]}
          onChange={(v) => setDates((d) => ({ ...d, [key]: v }))}
          today={today}
          near={key === "endDate" ? dates.startDate || undefined : undefined}
          testId={`conf-${key}`}
        />
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
    <Form onSubmit={submit} className="space-y-6" aria-busy={pending} data-testid="conference-form">
      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4" disabled={readOnly}>
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("agreement")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="conf-caseload" label={t("caseload")} inputMode="numeric" value={caseload} onChange={(e) => setCaseload(e.target.value)} error={errorOf("caseload")} />
          <NumberField id="conf-pct" label={t("directIndirect")} hint={t("directIndirectHint")} min={0} max={100} value={pct} onValueChange={setPct} error={errorOf("directIndirectPct")} />
        </div>
        <div className="grid gap-4 md:grid-cols-3">{(["conferenceDate", "startDate", "endDate"] as const).map(dateField)}</div>
      </fieldset>

      <RichTextField id="conf-duties" label={t("duties")} value={duties} onChange={setDuties} hint={t("dutiesHint")} error={errorOf("nonCounselingDuties")} disabled={readOnly} />

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
      <RichTextField id="conf-goals" label={t("goalsText")} value={goalsText} onChange={setGoalsText} error={errorOf("goals")} disabled={readOnly} />
      <RichTextField id="conf-development" label={t("development")} value={development} onChange={setDevelopment} error={errorOf("professionalDevelopment")} disabled={readOnly} />

      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4" disabled={readOnly}>
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("signatures")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="conf-principal" label={t("principal")} maxLength={120} value={principal} onChange={(e) => setPrincipal(e.target.value)} error={errorOf("principalName")} />
          {dateField("signedDate")}
        </div>
      </fieldset>
      {readOnly ? null : (
        <Button type="submit" disabled={pending} data-testid="conference-save">
          {tc("save")}
        </Button>
      )}
    </Form>
  );
}
