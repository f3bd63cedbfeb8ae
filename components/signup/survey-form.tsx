"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { SURVEY_GOALS, SURVEY_HEARD_FROM, SURVEY_LEVELS, ZSurveyAnswers } from "@/lib/signup/schemas";
import { callApi } from "./api";
import { useSignupErrorText } from "./use-signup-error";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";

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
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t("heardFrom")}</legend>
        {SURVEY_HEARD_FROM.map((v) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input type="radio" name="heardFrom" value={v} checked={heardFrom === v} onChange={() => setHeardFrom(v)} />
            {t(`heardFromOptions.${v}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t("goals")}</legend>
        {SURVEY_GOALS.map((v) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={goals.includes(v)} onChange={(e) => setGoals(e.target.checked ? [...goals, v] : goals.filter((g) => g !== v))} />
            {t(`goalOptions.${v}`)}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="survey-level" className="block text-sm font-medium text-slate-700">
          {t("schoolLevel")}
        </label>
        <select id="survey-level" className={inputClass} value={schoolLevel} onChange={(e) => setSchoolLevel(e.target.value)}>
          <option value="">{t("choose")}</option>
          {SURVEY_LEVELS.map((v) => (
            <option key={v} value={v}>
              {t(`levelOptions.${v}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="survey-comment" className="block text-sm font-medium text-slate-700">
          {t("comment")}
        </label>
        <MaxLengthTextarea id="survey-comment" className={inputClass} rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
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
