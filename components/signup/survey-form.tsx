"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SURVEY_GOALS, SURVEY_HEARD_FROM, SURVEY_LEVELS, ZSurveyAnswers } from "@/lib/signup/schemas";
import { callApi } from "./api";
import { useSignupErrorText } from "./use-signup-error";
import { CheckboxGroup, FormAlert, RadioGroup, SelectField, TextAreaField } from "@/components/ui/form";

/** The short survey after registration (POST /home/addUserSurvey): how they heard of us, their aims, their school level. */
export function SurveyForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const t = useTranslations("signup.survey");
  const errorText = useSignupErrorText();
  const [heardFrom, setHeardFrom] = useState("");
  const [goals, setGoals] = useState<string[]>([]);
  const [schoolLevel, setSchoolLevel] = useState("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = ZSurveyAnswers.safeParse({ heardFrom, goals, schoolLevel, comment: comment.trim() || undefined });
    if (!answers.success) {
      setError(t("incomplete"));
      return;
    }
    setPending(true);
    const res = await callApi("/home/addUserSurvey", { user_id: userId, answers: answers.data });
    setPending(false);
    if (!res.ok) {
      setError(errorText(res.error[0], t("failed")));
      return;
    }
    setSent(true);
  };

  if (sent) {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm text-green-800">
          {t("thanks")}
        </p>
        <Button className="w-full" onClick={onDone}>
          {t("continue")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <h3 className="text-base font-semibold">{t("title")}</h3>
      <FormAlert>{error}</FormAlert>
      <RadioGroup
        id="survey-heard"
        legend={t("heardFrom")}
        name="heardFrom"
        value={heardFrom}
        options={SURVEY_HEARD_FROM.map((v) => ({ value: v, label: t(`heardFromOptions.${v}`) }))}
        onChange={setHeardFrom}
      />
      <CheckboxGroup id="survey-goals" legend={t("goals")} name="goals" values={goals} options={SURVEY_GOALS.map((v) => ({ value: v, label: t(`goalOptions.${v}`) }))} onChange={setGoals} />
      <SelectField
        id="survey-level"
        label={t("schoolLevel")}
        placeholder={t("choose")}
        value={schoolLevel}
        onChange={(e) => setSchoolLevel(e.target.value)}
        options={SURVEY_LEVELS.map((v) => ({ value: v, label: t(`levelOptions.${v}`) }))}
      />
      <TextAreaField id="survey-comment" label={t("comment")} rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} className="flex-1">
          {t("send")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("skip")}
        </Button>
      </div>
    </form>
  );
}
