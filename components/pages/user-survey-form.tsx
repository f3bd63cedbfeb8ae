"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SURVEY_GOALS, SURVEY_HEARD_FROM, SURVEY_LEVELS, ZSurveyAnswers } from "@/lib/signup/schemas";
import { fieldIssues } from "@/lib/pages/schemas";
import { CheckboxGroup, RadioGroup, TextAreaField } from "@/components/ui/form";
import { useHydrated } from "./use-hydrated";
import { invalidFields, PublicForm, usePublicForm } from "./use-public-form";

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
  const form = usePublicForm("/home/addUserSurvey", { fieldErrors: false });
  const { err, send, pending } = form;

  const label = (group: string, value: string) => (t.has(`options.${group}.${value}`) ? t(`options.${group}.${value}`) : value);

  const submit = () => {
    const answers = { heardFrom, goals, schoolLevel, ...(comment.trim() ? { comment } : {}) };
    send(invalidFields(fieldIssues(ZSurveyAnswers, answers)), { user_id: userId, answers });
  };

  return (
    <PublicForm state={form} onSubmit={submit} doneTitle={t("doneTitle", { name: firstName })} doneBody={t("doneBody")} className="space-y-6">
      <RadioGroup
        id="us-heard"
        legend={t("heardFrom")}
        name="heardFrom"
        value={heardFrom}
        options={SURVEY_HEARD_FROM.map((v) => ({ value: v, label: label("heardFrom", v) }))}
        onChange={setHeardFrom}
        error={err("heardFrom")}
        required
        inline
      />
      <CheckboxGroup id="us-goals" legend={t("goals")} name="goals" values={goals} options={SURVEY_GOALS.map((g) => ({ value: g, label: label("goals", g) }))} onChange={setGoals} inline />
      <RadioGroup
        id="us-level"
        legend={t("schoolLevel")}
        name="schoolLevel"
        value={schoolLevel}
        options={SURVEY_LEVELS.map((v) => ({ value: v, label: label("schoolLevel", v) }))}
        onChange={setSchoolLevel}
        error={err("schoolLevel")}
        required
        inline
      />
      <TextAreaField id="us-comment" label={t("comment")} maxLength={500} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} error={err("comment")} />
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </PublicForm>
  );
}
