"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { NEXT_STEPS, type TSurveyType } from "@/lib/pages/rules";
import { ZPageSurvey, fieldIssues } from "@/lib/pages/schemas";
import { RadioGroup, TextAreaField, TextField } from "@/components/ui/form";
import { useHydrated } from "./use-hydrated";
import { invalidFields, PublicForm, usePublicForm } from "./use-public-form";

type TValues = { satisfaction: string; usefulness: string; nextStep: string; comments: string; name: string; email: string };
const EMPTY: TValues = { satisfaction: "", usefulness: "", nextStep: "", comments: "", name: "", email: "" };
const RATINGS = ["1", "2", "3", "4", "5"] as const;

/** The short satisfaction survey of /demosurvey (type D) and /trainingsurvey (type T). */
export function PageSurveyForm({ type, signedIn }: { type: TSurveyType; signedIn: boolean }) {
  const t = useTranslations("pages.survey");
  const hydrated = useHydrated();
  const [values, setValues] = useState<TValues>(EMPTY);
  const form = usePublicForm("/home/pageSurvey");
  const { err, send, pending } = form;
  const what = type === "D" ? "demo" : "training";

  const set = (key: keyof TValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const scale = RATINGS.map((r) => ({ value: r, label: t(`scale.${r}`) }));
  // The three questions every visitor answers: two on the rating scale, one on what comes next.
  const question = (id: string, key: "satisfaction" | "usefulness" | "nextStep", legend: string, options: { value: string; label: string }[], inline: boolean) => (
    <RadioGroup id={id} legend={legend} name={key} value={values[key]} options={options} onChange={(v) => set(key, v)} error={err(key)} required inline={inline} />
  );

  const submit = () => {
    const body = { type, ...values };
    send(invalidFields(fieldIssues(ZPageSurvey, body)), body);
  };

  return (
    <PublicForm state={form} onSubmit={submit} doneTitle={t("doneTitle")} doneBody={t("doneBody")} className="space-y-6">
      {question("survey-satisfaction", "satisfaction", t(`satisfaction.${what}`), scale, true)}
      {question("survey-usefulness", "usefulness", t("usefulness"), scale, true)}
      {question(
        "survey-next",
        "nextStep",
        t("nextStep"),
        NEXT_STEPS.map((s) => ({ value: s, label: t(`nextSteps.${s}`) })),
        false,
      )}
      <TextAreaField id="survey-comments" label={t("comments")} maxLength={2000} value={values.comments} onChange={(e) => set("comments", e.target.value)} error={err("comments")} />
      {signedIn ? (
        <p className="text-sm text-slate-600">{t("signedInNote")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="survey-name" label={t("name")} autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} error={err("name")} />
          <TextField
            id="survey-email"
            label={t("email")}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            error={err("email")}
            hint={t("emailHint")}
          />
        </div>
      )}
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </PublicForm>
  );
}
