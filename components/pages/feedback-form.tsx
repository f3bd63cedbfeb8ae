"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FEEDBACK_TOPICS } from "@/lib/pages/rules";
import { ZFeedback, fieldIssues } from "@/lib/pages/schemas";
import { RadioGroup, TextAreaField, TextField } from "@/components/ui/form";
import { useHydrated } from "./use-hydrated";
import { invalidFields, PublicForm, usePublicForm } from "./use-public-form";

type TValues = { topic: string; name: string; email: string; phone: string; message: string };
const EMPTY: TValues = { topic: "", name: "", email: "", phone: "", message: "" };

/** /feedback: stored as a contact message starting "Feedback"; the team is emailed. */
export function FeedbackForm() {
  const t = useTranslations("pages.feedback.form");
  const hydrated = useHydrated();
  const [values, setValues] = useState<TValues>(EMPTY);
  const form = usePublicForm("/home/sendFeedback");
  const { err, send, pending } = form;

  const set = (key: keyof TValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    send(invalidFields(fieldIssues(ZFeedback, values)), values);
  };

  return (
    <PublicForm state={form} onSubmit={submit} doneTitle={t("doneTitle")} doneBody={t("doneBody")}>
      <RadioGroup
        id="feedback-topic"
        legend={t("topic")}
        name="topic"
        value={values.topic}
        options={FEEDBACK_TOPICS.map((x) => ({ value: x, label: t(`topics.${x}`) }))}
        onChange={(v) => set("topic", v)}
        error={err("topic")}
        required
        inline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="feedback-name" label={t("name")} autoComplete="name" required requiredMark value={values.name} onChange={(e) => set("name", e.target.value)} error={err("name")} />
        <TextField
          id="feedback-email"
          label={t("email")}
          type="email"
          autoComplete="email"
          required
          requiredMark
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
          error={err("email")}
        />
        <TextField id="feedback-phone" label={t("phone")} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} error={err("phone")} />
      </div>
      <TextAreaField
        id="feedback-message"
        label={t("message")}
        required
        requiredMark
        maxLength={4000}
        value={values.message}
        onChange={(e) => set("message", e.target.value)}
        error={err("message")}
        hint={t("messageHint")}
      />
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </PublicForm>
  );
}
