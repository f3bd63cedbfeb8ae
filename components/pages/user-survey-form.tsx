"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SURVEY_GOALS, SURVEY_HEARD_FROM, SURVEY_LEVELS, ZSurveyAnswers } from "@/lib/signup/schemas";
import { fieldIssues } from "@/lib/pages/schemas";
import { FormAlert, RadioGroup, TextArea } from "./form-controls";
import { useHydrated } from "./use-hydrated";
import { FormDone, invalidFields, usePublicForm } from "./use-public-form";

/**
 * /userSurvey/:username: the survey after registration, with the sign-up's questions
 * (lib/signup/schemas ZSurveyAnswers), sent to its call POST /home/addUserSurvey.
 */
export function UserSurveyForm({ userId, firstName }: { userId: number; firstName: string }) {
  const t = useTranslations("pages.userSurvey");
  const hydrated = useHydrated();
  const [heardFrom, setHeardFrom] = useState("");
  const [goals, setGoals] = useState<string[]>([]);
  const [schoolLevel, setSchoolLevel] = useState("");
  const [comment, setComment] = useState("");
  // The call's errors are about the survey as a whole (closed, already answered): shown for the form.
  const { err, send, formError, done, pending, formRef, doneRef } = usePublicForm("/home/addUserSurvey", { fieldErrors: false });

  const label = (group: string, value: string) => (t.has(`options.${group}.${value}`) ? t(`options.${group}.${value}`) : value);
  const toggleGoal = (goal: string) => setGoals((g) => (g.includes(goal) ? g.filter((x) => x !== goal) : [...g, goal]));

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const answers = { heardFrom, goals, schoolLevel, ...(comment.trim() ? { comment } : {}) };
    send(invalidFields(fieldIssues(ZSurveyAnswers, answers)), { user_id: userId, answers });
  };

  if (done) {
    return (
      <FormDone headingRef={doneRef} title={t("doneTitle", { name: firstName })}>
        {t("doneBody")}
      </FormDone>
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
