"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SURVEY_GOALS, SURVEY_HEARD_FROM, SURVEY_LEVELS, ZSurveyAnswers } from "@/lib/signup/schemas";
import { fieldIssues } from "@/lib/pages/schemas";
import { FormAlert, RadioGroup, TextArea } from "./form-controls";
import { postJson, splitErrors } from "./post-json";
import { useFormText } from "./use-form-text";
import { useHydrated } from "./use-hydrated";

/**
 * /userSurvey/:username: the survey after registration, with the sign-up's questions
 * (lib/signup/schemas ZSurveyAnswers), sent to its call POST /home/addUserSurvey.
 */
export function UserSurveyForm({ userId, firstName }: { userId: number; firstName: string }) {
  const t = useTranslations("pages.userSurvey");
  const text = useFormText();
  const hydrated = useHydrated();
  const [heardFrom, setHeardFrom] = useState("");
  const [goals, setGoals] = useState<string[]>([]);
  const [schoolLevel, setSchoolLevel] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'] input, [role='alert']")?.focus();
  }, [failures]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const label = (group: string, value: string) => (t.has(`options.${group}.${value}`) ? t(`options.${group}.${value}`) : value);
  const err = (field: string) => (field in errors ? text.field(field, errors[field]) : undefined);
  const toggleGoal = (goal: string) => setGoals((g) => (g.includes(goal) ? g.filter((x) => x !== goal) : [...g, goal]));

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const answers = { heardFrom, goals, schoolLevel, ...(comment.trim() ? { comment } : {}) };
    const issues = fieldIssues(ZSurveyAnswers, answers);
    setErrors(Object.fromEntries(Object.keys(issues).map((f) => [f, ""])));
    if (Object.keys(issues).length) return setFailures((n) => n + 1);
    startTransition(async () => {
      const res = await postJson("/home/addUserSurvey", { user_id: userId, answers });
      if (res.ok) return setDone(true);
      const { form } = splitErrors(res.error);
      setFormError(text.form(form ?? res.error[0]));
      setFailures((n) => n + 1);
    });
  };

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-6">
        <h2 ref={doneRef} tabIndex={-1} className="text-xl font-semibold text-green-900">
          {t("doneTitle", { name: firstName })}
        </h2>
        <p className="mt-2 text-green-900">{t("doneBody")}</p>
      </div>
    );
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <RadioGroup id="us-heard" legend={t("heardFrom")} name="heardFrom" value={heardFrom} options={SURVEY_HEARD_FROM.map((v) => ({ value: v, label: label("heardFrom", v) }))} onChange={setHeardFrom} error={err("heardFrom")} required inline />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t("goals")}</legend>
        <div className="flex flex-wrap gap-2">
          {SURVEY_GOALS.map((g) => (
            <label key={g} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="checkbox" checked={goals.includes(g)} onChange={() => toggleGoal(g)} className="h-4 w-4 accent-brand-600" />
              {label("goals", g)}
            </label>
          ))}
        </div>
      </fieldset>
      <RadioGroup id="us-level" legend={t("schoolLevel")} name="schoolLevel" value={schoolLevel} options={SURVEY_LEVELS.map((v) => ({ value: v, label: label("schoolLevel", v) }))} onChange={setSchoolLevel} error={err("schoolLevel")} required inline />
      <TextArea id="us-comment" label={t("comment")} maxLength={500} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} error={err("comment")} />
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
