"use client";

import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TSchoolWeek } from "@/lib/pages/rules";
import { WIZARD_STEPS, stepIssues, type TWizardStep } from "@/lib/pages/schemas";
import { WhenStep, WhoStep, WhyStep, type TWizardValues } from "./appointment-steps";
import { FormAlert } from "@/components/ui/form";
import { postJson, splitErrors } from "./post-json";
import { useFormText } from "./use-form-text";
import { useHydrated } from "./use-hydrated";

const EMPTY: TWizardValues = { requesterRole: "student", name: "", email: "", phone: "", studentName: "", grade: "", date: "", time: "", reason: "" };
const STEP_OF_FIELD: Record<string, TWizardStep> = { date: "when", time: "when", reason: "why" };
/** The kiosk (/AppointmentTap) starts over by itself for the next person. */
const KIOSK_RESET_MS = 20_000;

type TProps = {
  counselor: { username: string; name: string; schoolName: string; timezone: string };
  kind: "appointment" | "dropin";
  weeks: TSchoolWeek[];
  /** The counselor's time zone as people say it. */
  zoneLabel: string;
  kiosk?: boolean;
};

/**
 * The 3-step appointment or drop-in request: who you are, when, why. What is typed stays in this
 * component's memory and is sent in the body of one POST: never in the URL.
 */
export function AppointmentWizard({ counselor, kind, weeks, zoneLabel, kiosk = false }: TProps) {
  const t = useTranslations("pages.appointment");
  const text = useFormText();
  const hydrated = useHydrated();
  const [step, setStep] = useState<TWizardStep>("who");
  const [values, setValues] = useState<TWizardValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();
  const [moves, setMoves] = useState(0);
  const [failures, setFailures] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const index = WIZARD_STEPS.indexOf(step);

  // Focus follows the wizard: the new step's heading, or the first invalid control after a failure.
  useEffect(() => {
    if (moves) headingRef.current?.focus();
  }, [moves]);
  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'] input:not([disabled]), [aria-invalid='true'], [role='alert']")?.focus();
  }, [failures]);
  // Back to an empty first step, its heading focused (the kiosk's "start over", by hand or by timer).
  const restart = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    setDone(false);
    setStep("who");
    setMoves((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!kiosk || !done) return;
    const timer = setTimeout(restart, KIOSK_RESET_MS);
    return () => clearTimeout(timer);
  }, [kiosk, done, restart]);

  const set = (key: keyof TWizardValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const err = (field: string) => (field in errors ? text.field(field, errors[field]) : undefined);
  const go = (next: TWizardStep) => {
    setStep(next);
    setMoves((n) => n + 1);
  };
  const check = (s: TWizardStep) => {
    const issues = stepIssues(s, { ...values, kind });
    setErrors(Object.fromEntries(Object.keys(issues).map((f) => [f, ""])));
    if (Object.keys(issues).length) setFailures((n) => n + 1);
    return Object.keys(issues).length === 0;
  };

  const submit = () =>
    startTransition(async () => {
      setFormError(null);
      const body = { username: counselor.username, kind, ...values, date: kind === "appointment" ? values.date : undefined, time: kind === "appointment" ? values.time : undefined };
      const res = await postJson("/home/appointmentRequest", body);
      if (res.ok) {
        setDone(true);
        setMoves((n) => n + 1);
        return;
      }
      const { fields, form } = splitErrors(res.error);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first && first !== "username") {
        const target = STEP_OF_FIELD[first] ?? "who";
        if (target !== step) setStep(target);
      }
      if (form || !first || first === "username") setFormError(text.form(form ?? res.error[0]));
      setFailures((n) => n + 1);
    });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!check(step)) return;
    if (index < WIZARD_STEPS.length - 1) return go(WIZARD_STEPS[index + 1]);
    submit();
  };

  if (done) {
    return (
      <section role="status" className="rounded-lg border border-green-300 bg-green-50 p-6">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-green-900">
          {t(kind === "dropin" ? "doneTitleDropin" : "doneTitle")}
        </h2>
        <p className="mt-2 text-green-900">{t("doneBody", { name: counselor.name })}</p>
        {kiosk ? (
          <Button className="mt-4" onClick={restart}>
            {t("startOver")}
          </Button>
        ) : null}
      </section>
    );
  }

  return (
    <div className="space-y-5">
      <ol aria-label={t("progress")} className="flex flex-wrap gap-2 text-sm">
        {WIZARD_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${s === step ? "bg-brand-600 text-white" : i < index ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-600"}`}
          >
            {t("stepLabel", { n: i + 1, title: t(`steps.${s}`) })}
          </li>
        ))}
      </ol>
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t("stepHeading", { n: index + 1, total: WIZARD_STEPS.length, title: t(`steps.${step}`) })}
        </h2>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {step === "who" ? <WhoStep values={values} set={set} err={err} /> : null}
        {step === "when" ? <WhenStep values={values} set={set} err={err} kind={kind} weeks={weeks} timeZone={zoneLabel} /> : null}
        {step === "why" ? <WhyStep values={values} set={set} err={err} counselorName={counselor.name} /> : null}
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          {index > 0 ? (
            <Button variant="secondary" onClick={() => go(WIZARD_STEPS[index - 1])}>
              {t("back")}
            </Button>
          ) : null}
          <Button type="submit" disabled={!hydrated || pending}>
            {index < WIZARD_STEPS.length - 1 ? t("next") : pending ? t("sending") : t(kind === "dropin" ? "submitDropin" : "submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
