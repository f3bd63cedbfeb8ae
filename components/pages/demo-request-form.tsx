"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { timeZoneLabel } from "@/lib/pages/rules";
import { ZDemoRequest, fieldIssues } from "@/lib/pages/schemas";
import { FormAlert, TextArea, TextInput } from "./form-controls";
import { postJson, splitErrors } from "./post-json";
import { useFormText } from "./use-form-text";
import { useHydrated } from "./use-hydrated";

type TValues = { name: string; email: string; phone: string; date: string; time: string; message: string };
const EMPTY: TValues = { name: "", email: "", phone: "", date: "", time: "", message: "" };

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** /scheduleDemo and /scheduleTraining: a demo (type 1) or training (type 2) request at the visitor's own local time. */
export function DemoRequestForm({ type, username }: { type: 1 | 2; username?: string }) {
  const t = useTranslations("pages.demoForm");
  const locale = useLocale();
  const text = useFormText();
  const hydrated = useHydrated();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [timeZone, setTimeZone] = useState("");
  const [today, setToday] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped on each failed attempt: focus then moves to the first invalid control.
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York");
    setToday(localToday());
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.focus();
  }, [failures]);

  const set = (key: keyof TValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  // errors: field → the server's code, or "" when the browser found the value invalid.
  const err = (field: string) => (field in errors ? text.field(field, errors[field]) : undefined);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = { type, username: username ?? null, ...values, timeZone };
    const issues = fieldIssues(ZDemoRequest, body);
    const found: Record<string, string> = Object.fromEntries(Object.keys(issues).map((f) => [f, ""]));
    if (!issues.date && values.date < today) found.date = "date_past";
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length) return setFailures((n) => n + 1);
    startTransition(async () => {
      const res = await postJson("/home/scheduleDemo", body);
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
          {t(type === 2 ? "doneTitleTraining" : "doneTitleDemo")}
        </h2>
        <p className="mt-2 text-green-900">{t("doneBody", { email: values.email })}</p>
      </div>
    );
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <p className="text-sm text-slate-600">{t("requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="demo-name" label={t("name")} autoComplete="name" required value={values.name} onChange={set("name")} error={err("name")} />
        <TextInput id="demo-email" label={t("email")} type="email" autoComplete="email" required value={values.email} onChange={set("email")} error={err("email")} />
        <TextInput id="demo-phone" label={t("phone")} type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} error={err("phone")} hint={t("phoneHint")} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{t("whenLegend")}</legend>
        <p className="text-sm text-slate-600" id="demo-zone">
          {timeZone ? t("timeZone", { zone: timeZoneLabel(timeZone, locale, new Date()) }) : t("timeZoneUnknown")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput id="demo-date" label={t("date")} type="date" required min={today || undefined} value={values.date} onChange={set("date")} error={err("date")} />
          <TextInput id="demo-time" label={t("time")} type="time" required step={900} value={values.time} onChange={set("time")} error={err("time")} hint={t("timeHint")} />
        </div>
      </fieldset>
      <TextArea id="demo-message" label={t("message")} maxLength={2000} value={values.message} onChange={set("message")} error={err("message")} hint={t(type === 2 ? "messageHintTraining" : "messageHintDemo")} />
      <Button type="submit" disabled={!hydrated || pending || !timeZone}>
        {pending ? t("sending") : t(type === 2 ? "submitTraining" : "submitDemo")}
      </Button>
    </form>
  );
}
