"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormAlert, inputClass } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { useErrorText } from "@/components/ui/use-error-text";
import { updateSchoolYearAction } from "@/lib/users/school-year-actions";
import { latestEndOfSy, schoolYearProblem, type TSchoolYearProblem } from "@/lib/users/school-year-schemas";
import { addDaysIso } from "@/lib/users/rules";

type TField = TSchoolYearProblem["field"];

/** The per-user school year: first and last day, checked as the user types and again on the server. */
export function SchoolYearForm({ initial, defaults }: { initial: { startOfSy: string; endOfSy: string }; defaults: { startOfSy: string; endOfSy: string } }) {
  const t = useTranslations("billing.account.schoolYear");
  const errorText = useErrorText();
  const [startOfSy, setStart] = useState(initial.startOfSy);
  const [endOfSy, setEnd] = useState(initial.endOfSy);
  const [touched, setTouched] = useState(false);
  // The two days' errors sit under their inputs; any other refusal is the form's own message.
  const {
    pending,
    run,
    error: serverError,
    clearErrors,
  } = useAction(updateSchoolYearAction, {
    fields: (e) => (e.field === "startOfSy" || e.field === "endOfSy" ? e.field : "form"),
    text: (e) => errorText(e, t("failed")),
    toast: "standard",
    successMessage: t("saved"),
  });

  const problem = schoolYearProblem(startOfSy, endOfSy);
  const message = (field: TField) => serverError(field) ?? (touched && problem?.field === field ? t(`errors.${problem.code}`) : null);

  const submit = () => {
    setTouched(true);
    if (problem) return;
    clearErrors();
    run({ startOfSy, endOfSy });
  };

  const field = (id: TField, label: string, value: string, set: (v: string) => void, extra: { min?: string; max?: string; hint?: string }) => {
    const error = message(id);
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          name={id}
          type="date"
          required
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          value={value}
          min={extra.min}
          max={extra.max}
          onChange={(e) => {
            set(e.target.value);
            setTouched(true);
            clearErrors();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[extra.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}
        />
        {extra.hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {extra.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const validStart = schoolYearProblem(startOfSy, addDaysIso(startOfSy, 1)) === null;

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("startOfSy", t("start"), startOfSy, setStart, {})}
        {field("endOfSy", t("end"), endOfSy, setEnd, validStart ? { min: addDaysIso(startOfSy, 1), max: latestEndOfSy(startOfSy), hint: t("endHint") } : { hint: t("endHint") })}
      </div>
      <FormAlert>{serverError("form")}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("save")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setStart(defaults.startOfSy);
            setEnd(defaults.endOfSy);
            clearErrors();
          }}
        >
          {t("useDefault")}
        </Button>
      </div>
    </form>
  );
}
