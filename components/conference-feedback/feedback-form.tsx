"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { RadioGroup, TextAreaField, TextField } from "@/components/ui/form";
import { PublicForm, usePublicForm } from "@/components/pages/use-public-form";
import { Button } from "@/components/ui/button";

type TValues = { name: string; email: string; school: string; rating: string; comment: string };
const EMPTY: TValues = { name: "", email: "", school: "", rating: "", comment: "" };

/** /conferences/{slug}/feedback: a visitor rates a conference (1-5) and may leave a comment, a name, an e-mail and a school. */
export function ConferenceFeedbackForm({ slug }: { slug: string }) {
  const t = useTranslations("conferenceFeedback.form");
  const [values, setValues] = useState<TValues>(EMPTY);
  const form = usePublicForm(`/home/conferenceFeedback/${encodeURIComponent(slug)}`, { namespace: "conferenceFeedback.form" });
  const { err, send, pending } = form;

  const set = (key: keyof TValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  // The rating is the one answer asked for; the rest is checked by the server.
  const submit = () => send(values.rating ? {} : { rating: "" }, { ...values, rating: Number(values.rating) });

  return (
    <PublicForm state={form} onSubmit={submit} doneTitle={t("doneTitle")} doneBody={t("doneBody")}>
      <RadioGroup
        id="cf-rating"
        legend={t("rating")}
        name="rating"
        value={values.rating}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t("ratingOption", { n }) }))}
        onChange={(v) => set("rating", v)}
        error={err("rating")}
        required
        inline
      />
      <TextAreaField id="cf-comment" label={t("comment")} maxLength={2000} value={values.comment} onChange={(e) => set("comment", e.target.value)} error={err("comment")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="cf-name" label={t("name")} autoComplete="name" maxLength={120} value={values.name} onChange={(e) => set("name", e.target.value)} error={err("name")} />
        <TextField id="cf-email" label={t("email")} type="email" autoComplete="email" maxLength={254} value={values.email} onChange={(e) => set("email", e.target.value)} error={err("email")} />
        <TextField id="cf-school" label={t("school")} autoComplete="organization" maxLength={200} value={values.school} onChange={(e) => set("school", e.target.value)} error={err("school")} />
      </div>
      <p className="text-sm text-slate-600">{t("optional")}</p>
      <Button type="submit" disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </PublicForm>
  );
}
