"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FEEDBACK_TOPICS } from "@/lib/pages/rules";
import { ZFeedback, fieldIssues } from "@/lib/pages/schemas";
import { FormAlert, RadioGroup, TextArea, TextInput } from "./form-controls";
import { postJson, splitErrors } from "./post-json";
import { useFormText } from "./use-form-text";
import { useHydrated } from "./use-hydrated";

type TValues = { topic: string; name: string; email: string; phone: string; message: string };
const EMPTY: TValues = { topic: "", name: "", email: "", phone: "", message: "" };

/** /feedback: stored as a contact message starting "Feedback"; the team is emailed. */
export function FeedbackForm() {
  const t = useTranslations("pages.feedback.form");
  const text = useFormText();
  const hydrated = useHydrated();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'] input, [aria-invalid='true'], [role='alert']")?.focus();
  }, [failures]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const set = (key: keyof TValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const err = (field: string) => (field in errors ? text.field(field, errors[field]) : undefined);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const issues = fieldIssues(ZFeedback, values);
    setErrors(Object.fromEntries(Object.keys(issues).map((f) => [f, ""])));
    if (Object.keys(issues).length) return setFailures((n) => n + 1);
    startTransition(async () => {
      const res = await postJson("/home/sendFeedback", values);
      if (res.ok) return setDone(true);
      const { fields, form } = splitErrors(res.error);
      setErrors(fields);
      if (form || !Object.keys(fields).length) setFormError(text.form(form));
      setFailures((n) => n + 1);
    });
  };

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-6">
        <h2 ref={doneRef} tabIndex={-1} className="text-xl font-semibold text-green-900">
          {t("doneTitle")}
        </h2>
        <p className="mt-2 text-green-900">{t("doneBody")}</p>
      </div>
    );
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
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
        <TextInput id="feedback-name" label={t("name")} autoComplete="name" required value={values.name} onChange={(e) => set("name", e.target.value)} error={err("name")} />
        <TextInput id="feedback-email" label={t("email")} type="email" autoComplete="email" required value={values.email} onChange={(e) => set("email", e.target.value)} error={err("email")} />
        <TextInput id="feedback-phone" label={t("phone")} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} error={err("phone")} />
      </div>
      <TextArea id="feedback-message" label={t("message")} required maxLength={4000} value={values.message} onChange={(e) => set("message", e.target.value)} error={err("message")} hint={t("messageHint")} />
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
