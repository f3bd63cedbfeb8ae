"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { NEXT_STEPS, type TSurveyType } from "@/lib/pages/rules";
import { ZPageSurvey, fieldIssues } from "@/lib/pages/schemas";
import { FormAlert, RadioGroup, TextArea, TextInput } from "./form-controls";
import { useHydrated } from "./use-hydrated";
import { FormDone, invalidFields, usePublicForm } from "./use-public-form";

type TValues = { satisfaction: string; usefulness: string; nextStep: string; comments: string; name: string; email: string };
const EMPTY: TValues = { satisfaction: "", usefulness: "", nextStep: "", comments: "", name: "", email: "" };
const RATINGS = ["1", "2", "3", "4", "5"] as const;

/** The short satisfaction survey of /demosurvey (type D) and /trainingsurvey (type T). */
export function PageSurveyForm({ type, signedIn }: { type: TSurveyType; signedIn: boolean }) {
  const t = useTranslations("pages.survey");
  const hydrated = useHydrated();
  const [values, setValues] = useState<TValues>(EMPTY);
  const { err, send, formError, done, pending, formRef, doneRef } = usePublicForm("/home/pageSurvey");
  const what = type === "D" ? "demo" : "training";

  const set = (key: keyof TValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const scale = RATINGS.map((r) => ({ value: r, label: t(`scale.${r}`) }));

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = { type, ...values };
    send(invalidFields(fieldIssues(ZPageSurvey, body)), body);
  };

  if (done) {
    return (
      <FormDone headingRef={doneRef} title={t("doneTitle")}>
        {t("doneBody")}
      </FormDone>
    );
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <RadioGroup id="survey-satisfaction" legend={t(`satisfaction.${what}`)} name="satisfaction" value={values.satisfaction} options={scale} onChange={(v) => set("satisfaction", v)} error={err("satisfaction")} required inline />
      <RadioGroup id="survey-usefulness" legend={t("usefulness")} name="usefulness" value={values.usefulness} options={scale} onChange={(v) => set("usefulness", v)} error={err("usefulness")} required inline />
      <RadioGroup
        id="survey-next"
        legend={t("nextStep")}
        name="nextStep"
        value={values.nextStep}
        options={NEXT_STEPS.map((s) => ({ value: s, label: t(`nextSteps.${s}`) }))}
        onChange={(v) => set("nextStep", v)}
        error={err("nextStep")}
        required
      />
      <TextArea id="survey-comments" label={t("comments")} maxLength={2000} value={values.comments} onChange={(e) => set("comments", e.target.value)} error={err("comments")} />
      {signedIn ? (
        <p className="text-sm text-slate-600">{t("signedInNote")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput id="survey-name" label={t("name")} autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} error={err("name")} />
          <TextInput id="survey-email" label={t("email")} type="email" autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} error={err("email")} hint={t("emailHint")} />
        </div>
      )}
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
