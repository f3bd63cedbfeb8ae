"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { FormAlert, RadioGroup, TextArea, TextInput } from "@/components/pages/form-controls";
import { postJson, splitErrors } from "@/components/pages/post-json";
import { Button } from "@/components/ui/button";
import type { TErrorEntry } from "@/lib/http/errors";

type TValues = { name: string; email: string; school: string; rating: string; comment: string };
const EMPTY: TValues = { name: "", email: "", school: "", rating: "", comment: "" };
const FIELDS = ["name", "email", "school", "rating", "comment"] as const;

/** /conferences/{slug}/feedback: a visitor rates a conference (1-5) and may leave a comment, a name, an e-mail and a school. */
export function ConferenceFeedbackForm({ slug }: { slug: string }) {
  const t = useTranslations("conferenceFeedback.form");
  const shared = useTranslations("errorCodes");
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'] input, input[aria-invalid='true'], textarea[aria-invalid='true'], [role='alert']")?.focus();
  }, [failures]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const set = (key: keyof TValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const formText = (entry: TErrorEntry | null) => {
    if (!entry) return t("errors.server_error");
    if (t.has(`errors.${entry.code}`)) return t(`errors.${entry.code}`);
    if (shared.has(entry.code)) return shared(entry.code);
    return entry.message || t("errors.server_error");
  };

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    if (!values.rating) {
      setErrors({ rating: t("fieldErrors.rating") });
      return setFailures((n) => n + 1);
    }
    startTransition(async () => {
      const res = await postJson(`/home/conferenceFeedback/${encodeURIComponent(slug)}`, { ...values, rating: Number(values.rating) });
      if (res.ok) return setDone(true);
      const { fields, form } = splitErrors(res.error);
      setErrors(Object.fromEntries(Object.keys(fields).filter((f) => (FIELDS as readonly string[]).includes(f)).map((f) => [f, t(`fieldErrors.${f}`)])));
      if (form || !Object.keys(fields).length) setFormError(formText(form));
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
        id="cf-rating"
        legend={t("rating")}
        name="rating"
        value={values.rating}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t("ratingOption", { n }) }))}
        onChange={(v) => set("rating", v)}
        error={errors.rating}
        required
        inline
      />
      <TextArea id="cf-comment" label={t("comment")} maxLength={2000} value={values.comment} onChange={(e) => set("comment", e.target.value)} error={errors.comment} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="cf-name" label={t("name")} autoComplete="name" maxLength={120} value={values.name} onChange={(e) => set("name", e.target.value)} error={errors.name} />
        <TextInput id="cf-email" label={t("email")} type="email" autoComplete="email" maxLength={254} value={values.email} onChange={(e) => set("email", e.target.value)} error={errors.email} />
        <TextInput id="cf-school" label={t("school")} autoComplete="organization" maxLength={200} value={values.school} onChange={(e) => set("school", e.target.value)} error={errors.school} />
      </div>
      <p className="text-sm text-slate-600">{t("optional")}</p>
      <Button type="submit" disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
